import { words, type FieldTexts } from './field-words.js';

/**
 * The words of the utilities' inputs (docs/flow-language.md § Utilities), written by hand. A key of the
 * form `<utility>.<key>` is that utility's own; a plain key is shared by every utility that has it.
 */
export const utilityFieldTexts: Readonly<Record<string, FieldTexts>> = {
  // httpRequest
  method: words('Method', 'The HTTP method of the request.', 'Methode', 'Die HTTP-Methode der Anfrage.'),
  url: words('URL', 'The address the request goes to, with http:// or https://.', 'URL', 'Die Adresse, an die die Anfrage geht, mit http:// oder https://.', 'https://api.example.com/orders'),
  headers: words('Headers', 'Request headers, one name and value per row.', 'Header', 'Header der Anfrage, ein Name und ein Wert je Zeile.', 'Accept'),
  queryParams: words('Query parameters', 'Added to the URL after "?", one name and value per row.', 'Query-Parameter', 'Werden der URL nach „?“ angehängt, ein Name und ein Wert je Zeile.', 'page'),
  bodyType: words('Body type', 'How the body is sent: as JSON, as a form (form-urlencoded) or as plain text.', 'Art des Inhalts', 'Wie der Inhalt gesendet wird: als JSON, als Formular (form-urlencoded) oder als reiner Text.'),
  body: words('Body', 'What the request sends; not used with GET.', 'Inhalt', 'Was die Anfrage sendet; bei GET nicht verwendet.', '{ "name": "…" }'),
  responseType: words('Response type', 'Read the answer as JSON or as plain text.', 'Art der Antwort', 'Die Antwort als JSON oder als reinen Text lesen.'),
  retryOnError: words('Retry on error', 'Try again with growing pauses when the server fails or cannot be reached.', 'Bei Fehler wiederholen', 'Erneut versuchen, mit wachsenden Pausen, wenn der Server scheitert oder nicht erreichbar ist.'),
  continueOnError: words('Continue on error', 'When the request fails, go on with the flow and give the error answer as output.', 'Bei Fehler fortfahren', 'Scheitert die Anfrage, läuft der Flow weiter und gibt die Fehlerantwort als Ausgabe.'),
  idempotencyKey: words(
    'Idempotency key',
    'Send an Idempotency-Key header so a retried request is not carried out twice; off: such a request is sent only once.',
    'Idempotenzschlüssel',
    'Einen Idempotency-Key-Header senden, damit eine wiederholte Anfrage nicht doppelt ausgeführt wird; aus: die Anfrage wird nur einmal gesendet.',
  ),
  // list utilities
  list: words('List', 'The list to work on, usually the output of an earlier step.', 'Liste', 'Die Liste, mit der gearbeitet wird, meist die Ausgabe eines früheren Schritts.'),
  condition: words('Condition', 'Checked for each item (use "item" for it); items where it is true are kept.', 'Bedingung', 'Wird für jedes Element geprüft („item“); Elemente, für die sie wahr ist, bleiben.'),
  'find.condition': words('Condition', 'Checked for each item (use "item" for it); the first item where it is true is the result.', 'Bedingung', 'Wird für jedes Element geprüft („item“); das erste Element, für das sie wahr ist, ist das Ergebnis.'),
  mapping: words('Mapping', 'The new shape of each item, built from "item".', 'Umwandlung', 'Die neue Form jedes Elements, gebildet aus „item“.'),
  by: words('Sort by', 'The field of each item to sort by, such as "price"; empty: the items themselves.', 'Sortieren nach', 'Das Feld jedes Elements, nach dem sortiert wird, etwa „price“; leer: die Elemente selbst.', 'price'),
  'group.by': words('Group by', 'The value of each item that forms its group, built from "item".', 'Gruppieren nach', 'Der Wert jedes Elements, der seine Gruppe bildet, gebildet aus „item“.'),
  direction: words('Sort direction', 'Smallest first (ascending) or largest first (descending).', 'Sortierrichtung', 'Kleinstes zuerst (aufsteigend) oder größtes zuerst (absteigend).'),
  count: words('Count', 'How many items to keep.', 'Anzahl', 'Wie viele Elemente behalten werden.', '10'),
  offset: words('Skip', 'How many items to skip first.', 'Überspringen', 'Wie viele Elemente zuerst übersprungen werden.', '0'),
  left: words('Left list', 'The first list to join.', 'Linke Liste', 'Die erste Liste der Verknüpfung.'),
  right: words('Right list', 'The second list to join.', 'Rechte Liste', 'Die zweite Liste der Verknüpfung.'),
  leftKey: words('Left key', 'The value of each left item that must equal the right key, built from "item".', 'Linker Schlüssel', 'Der Wert jedes linken Elements, der dem rechten Schlüssel gleichen muss, gebildet aus „item“.'),
  rightKey: words('Right key', 'The value of each right item that must equal the left key, built from "item".', 'Rechter Schlüssel', 'Der Wert jedes rechten Elements, der dem linken Schlüssel gleichen muss, gebildet aus „item“.'),
  mode: words('Join mode', 'Inner keeps pairs that match; left keeps every left item, with or without a match.', 'Art der Verknüpfung', 'Inner behält passende Paare; left behält jedes linke Element, mit oder ohne Treffer.'),
  // comment, variable
  text: words('Text', 'A note for the people who read the flow; it does nothing when the flow runs.', 'Text', 'Eine Notiz für die Leser des Flows; beim Lauf bewirkt sie nichts.'),
  'variable.name': words('Variable name', 'Later steps read the value as vars.<name>.', 'Name der Variable', 'Spätere Schritte lesen den Wert als vars.<Name>.', 'total'),
  'variableV1.name': words('Variable name', 'Later steps read the value as vars.<name>.', 'Name der Variable', 'Spätere Schritte lesen den Wert als vars.<Name>.', 'total'),
  valueType: words('Value type', 'What kind of value the variable holds.', 'Art des Werts', 'Welche Art von Wert die Variable hält.'),
  value: words('Value', 'The value to keep, typed or taken from an earlier step.', 'Wert', 'Der zu merkende Wert, eingegeben oder aus einem früheren Schritt.'),
  // notification
  connectionId: words('Connection', 'The Slack or Mailgun connection that sends the message.', 'Verbindung', 'Die Slack- oder Mailgun-Verbindung, die die Nachricht sendet.'),
  channel: words('Channel', 'Send by Slack or by mail (Mailgun).', 'Kanal', 'Per Slack oder per E-Mail (Mailgun) senden.'),
  message: words('Message', 'The text of the message.', 'Nachricht', 'Der Text der Nachricht.'),
  to: words('To', 'One or more email addresses.', 'An', 'Eine oder mehrere E-Mail-Adressen.', 'team@example.com'),
  subject: words('Subject', 'The subject line of the mail.', 'Betreff', 'Die Betreffzeile der E-Mail.'),
  // download
  'download.name': words('Name', 'The name of the download, shown in the run.', 'Name', 'Der Name des Downloads, im Lauf angezeigt.', 'Orders export'),
  file: words('File name', 'The name of the file people download, at most 255 characters.', 'Dateiname', 'Der Name der heruntergeladenen Datei, höchstens 255 Zeichen.', 'orders.csv'),
  data: words('Data', 'The list of rows to put into the file.', 'Daten', 'Die Liste der Zeilen für die Datei.'),
  format: words('Format', 'CSV (a table) or JSON.', 'Format', 'CSV (eine Tabelle) oder JSON.'),
  downloadLimit: words('Download limit', 'How often the link may be used; -1: no limit.', 'Download-Grenze', 'Wie oft der Link benutzt werden darf; -1: ohne Grenze.', '-1'),
  expiry: words('Expires after (hours)', 'Hours until the link stops working; -1: never.', 'Läuft ab nach (Stunden)', 'Stunden, bis der Link nicht mehr geht; -1: nie.', '-1'),
};
