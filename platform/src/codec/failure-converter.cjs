// The failure converter of every Temporal client, worker and workflow bundle of the platform: failure
// messages and stack traces travel as an encoded payload (through the payload codec, so encrypted)
// instead of in clear in the history. Plain CommonJS, because Temporal loads it by path with require()
// in clients and workers and bundles it into the workflow code.
const { DefaultFailureConverter } = require('@temporalio/common');

exports.failureConverter = new DefaultFailureConverter({ encodeCommonAttributes: true });
