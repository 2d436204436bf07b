/** Sets environment variables for a test and returns the function that puts their previous values back (unset ones are deleted again). */
export function setEnv(values: Record<string, string>): () => void {
  const previous = Object.keys(values).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
