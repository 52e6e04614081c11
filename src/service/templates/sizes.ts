// Caps on what the service stores many times over, a pass per member and an image per count,
// so one small request cannot make it write megabytes (the spec sets no sizes).
import {
  COUNT_IMAGE_MAX_BYTES,
  COUNT_IMAGES_MAX_BYTES,
  PASS_MAX_BYTES,
  maxCount,
  type LoyaltyProgressDataInput,
} from '@shared/api';
import { renderCountImage } from '@shared/render/countImages';
import { badRequest } from '../http/serviceError';
import type { MemberRecord } from '../db/members';
import { builtInIcons } from '../rendering/icons';
import type { Design } from './design';
import { renderPass } from './present';

type PassMember = Pick<MemberRecord, 'dynamicFields' | 'customerId' | 'cardId'>;

const kib = (bytes: number): string => `${Math.ceil(bytes / 1024)} KiB`;
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

/** The field of a pass that takes the most room, to name in a refusal. */
function largestField(pass: Record<string, unknown>): string {
  let largest = { field: '', bytes: -1 };
  for (const [field, value] of Object.entries(pass)) {
    const bytes = jsonBytes(value);
    if (bytes > largest.bytes) largest = { field, bytes };
  }
  return largest.field;
}

/** Why a rendered pass is too large to store, naming the field to shorten, or null. */
export function passSizeProblem(pass: Record<string, unknown>, whose: string): string | null {
  const bytes = jsonBytes(pass);
  if (bytes <= PASS_MAX_BYTES) return null;
  return (
    `${whose} would be ${kib(bytes)}, over the ${kib(PASS_MAX_BYTES)} limit of a pass: ` +
    `shorten the template's ${largestField(pass)} (placeholders in it repeat the member's values) ` +
    `or the member's values`
  );
}

/** A member's pass, or 400 when it would be too large (nothing is stored then). */
export function checkedPass(design: Design, member: PassMember): Record<string, unknown> {
  const pass = renderPass(design, member);
  const problem = passSizeProblem(pass, `the pass of customer ${member.customerId}`);
  if (problem) throw badRequest(problem);
  return pass;
}

/** 400 when a design is too large to be a pass even before any member's value is filled in. */
export function checkDesignSize(design: Design): void {
  const problem = passSizeProblem(
    renderPass(design, { dynamicFields: {}, customerId: '', cardId: '' }),
    'the template',
  );
  if (problem) throw badRequest(problem);
}

/** The fields that are drawn into every count image, to name in a refusal. */
const drawnFields = (data: LoyaltyProgressDataInput): string =>
  data.loyaltyType === 'STAMP'
    ? 'customStampIcon or lower maxStampCount'
    : 'heroImageUrl or textCounterFormat, or lower maxProgress';

/** One image per count from 0 to the maximum, or 400 as soon as they grow too large. */
export function checkedCountImages(data: LoyaltyProgressDataInput): string[] {
  const images: string[] = [];
  let total = 0;
  for (let count = 0; count <= maxCount(data); count++) {
    const image = renderCountImage(data, count, builtInIcons);
    const bytes = Buffer.byteLength(image);
    total += bytes;
    if (bytes > COUNT_IMAGE_MAX_BYTES) {
      throw badRequest(
        `a count image would be ${kib(bytes)}, over the ${kib(COUNT_IMAGE_MAX_BYTES)} limit: shorten ${drawnFields(data)}`,
      );
    }
    if (total > COUNT_IMAGES_MAX_BYTES) {
      throw badRequest(
        `the count images would be over ${kib(COUNT_IMAGES_MAX_BYTES)} together: shorten ${drawnFields(data)}`,
      );
    }
    images.push(image);
  }
  return images;
}
