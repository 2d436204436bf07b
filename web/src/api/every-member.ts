/**
 * A list that names every member of the union `All` once or more, in the order the app shows them:
 * `everyMember<UseCase>()(['SEA', ...])`. A member missing from the list is a type error naming it, so
 * the app's ordered lists follow the API's enums without importing the API's code at run time.
 */
export function everyMember<All extends string>() {
  return <const L extends readonly All[]>(list: L & ([Exclude<All, L[number]>] extends [never] ? unknown : { missing: Exclude<All, L[number]> })): L => list;
}
