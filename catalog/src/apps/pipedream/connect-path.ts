/** A path of the project's Connect API: `/connect/<project id><rest>`. */
export const connectPath = (settings: { projectId: string }, rest: string): string => `/connect/${encodeURIComponent(settings.projectId)}${rest}`;
