import { BUSINESS_NAME_DISPLAY_MAX } from '../../config/constants';

/** The header shows a business name up to 440 characters: longer ones keep 439 and an ellipsis. */
export function truncateBusinessName(name: string): string {
  const characters = Array.from(name); // whole characters, so an emoji is never cut in half
  return characters.length > BUSINESS_NAME_DISPLAY_MAX
    ? `${characters.slice(0, BUSINESS_NAME_DISPLAY_MAX - 1).join('')}…`
    : name;
}
