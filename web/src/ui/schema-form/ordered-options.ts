/** A select's options in alphabetical order, the `first` ones (those it has, in their order) on top. */
export function orderedOptions(options: readonly string[], first: readonly string[] = []): string[] {
  const top = first.filter((option, i) => options.includes(option) && first.indexOf(option) === i);
  const rest = options.filter((option) => !top.includes(option)).sort((a, b) => a.localeCompare(b, 'en'));
  return [...top, ...rest];
}
