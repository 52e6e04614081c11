// Sizes of what the service copies into every pass or every count image (the spec sets none),
// shared so the desk's forms refuse what the service would refuse.
import { z } from 'zod';

/** A text of the design (title, header, barcode, module and link texts, kinds of card). */
export const PASS_TEXT_MAX = 500;
/** An image URL or link URI of the design. */
export const URL_MAX = 2048;
/** Items of `textModulesData` and of `linksModuleData`. */
export const MODULES_MAX = 10;
/** Names in a template's `dynamicFields`, and values a member may have. */
export const DYNAMIC_FIELDS_MAX = 50;
export const FIELD_NAME_MAX = 64;
/** One member value; an image URL given as `{photoUrl}` must fit. */
export const MEMBER_VALUE_MAX = URL_MAX;
/** `textCounterFormat`, drawn twice into every count image. */
export const COUNTER_FORMAT_MAX = 64;
/** `customStampIcon` and `heroImageUrl`, drawn into every count image (up to twice per slot). */
export const COUNT_IMAGE_URL_MAX = 1024;

/** A pass as rendered for one member, as JSON. */
export const PASS_MAX_BYTES = 128 * 1024;
/** One count image, and all the count images of a program. */
export const COUNT_IMAGE_MAX_BYTES = 64 * 1024;
export const COUNT_IMAGES_MAX_BYTES = 2 * 1024 * 1024;

/** A string of at most `max` characters whose message names the field it is used for. */
export const limitedText = (field: string, max: number = PASS_TEXT_MAX) =>
  z.string().max(max, `${field} must be at most ${max} characters`);

/** A list of at most `max` items whose message names the field. */
export const limitedList = <T extends z.ZodType>(item: T, field: string, max = MODULES_MAX) =>
  z.array(item).max(max, `${field} must have at most ${max} items`);
