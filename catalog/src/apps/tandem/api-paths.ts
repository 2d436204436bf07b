/** The paths of Tandem's HTTP API (api.md) the internal actions call. */
export const apiPaths = {
  workspaces: () => '/api/workspaces',
  flows: (ws: string) => `/api/workspaces/${ws}/flows`,
  flow: (ws: string, flowId: string) => `/api/workspaces/${ws}/flows/${flowId}`,
  version: (ws: string, flowId: string, versionId: string) => `/api/workspaces/${ws}/flows/${flowId}/versions/${versionId}`,
  connections: (ws: string) => `/api/workspaces/${ws}/connections`,
  billing: (ws: string) => `/api/workspaces/${ws}/billing`,
};
