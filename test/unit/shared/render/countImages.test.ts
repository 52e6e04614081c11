// The stamp icons and the count images drawn with them (spec 2.5 and 4.5 rule 1).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAMP_ICON_NAMES, stampCounter, textCounter } from '@shared/api';
import { renderCountImages, renderStampCard, type IconName } from '@shared/render/countImages';
import { svgInner } from '@shared/render/svgText';

const icons = (name: IconName) =>
  svgInner(readFileSync(`resources/stamp-icons/${name}.svg`, 'utf8'));

const counter = stampCounter.parse({
  maxStampCount: 6,
  stampBannerBgColor: '#102030',
  stampBannerIconBgColor: '#ffffff',
});

describe('stamp icons', () => {
  it.each([...STAMP_ICON_NAMES, 'gift'])('%s.svg is a 64x64 single-colour drawing', (name) => {
    const svg = readFileSync(`resources/stamp-icons/${name}.svg`, 'utf8');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64" fill="currentColor">/,
    );
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).toMatch(/<path /);
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });
});

describe('count images', () => {
  it('draws one slot per stamp, the last a gift, stamped slots solid and open ones faint', () => {
    const svg = renderStampCard(counter, 2, icons);
    expect(svg.match(/<circle /g)).toHaveLength(6);
    expect(svg.match(/opacity="1"/g)).toHaveLength(2);
    expect(svg.match(/opacity="0.25"/g)).toHaveLength(4);
    expect(svg).toContain('<title>2 of 6 stamps</title>');
    const gift = readFileSync('resources/stamp-icons/gift.svg', 'utf8').match(
      /<path d="([^"]+)"/,
    )![1]!;
    expect(svg.split(gift)).toHaveLength(2);
  });

  it('fills the gift slot only on a full card', () => {
    const full = renderStampCard(counter, 6, icons);
    expect(full.match(/opacity="1"/g)).toHaveLength(6);
    expect(renderStampCard(counter, 5, icons).match(/opacity="1"/g)).toHaveLength(5);
  });

  it('renders max + 1 images for both counter kinds, escaping text', () => {
    expect(renderCountImages({ loyaltyType: 'STAMP', stampCounter: counter }, icons)).toHaveLength(
      7,
    );
    const text = textCounter.parse({
      maxProgress: 2,
      textCounterFormat: '<{current}> & {max}',
      textColor: '#000',
      textBackgroundColor: '#fff',
    });
    const images = renderCountImages({ loyaltyType: 'TEXT', textCounter: text }, icons);
    expect(images).toHaveLength(3);
    expect(images[1]).toContain('&#60;1&#62; &#38; 2');
  });

  it('picks dark or light icon ink for the slot colour', () => {
    expect(renderStampCard({ ...counter, stampBannerIconBgColor: '#ffffff' }, 1, icons)).toContain(
      'color="#1f1f1f"',
    );
    expect(renderStampCard({ ...counter, stampBannerIconBgColor: '#101010' }, 1, icons)).toContain(
      'color="#ffffff"',
    );
  });
});

describe('svgInner', () => {
  it('keeps the drawing, drops the wrapper and title, and refuses what is not SVG', () => {
    expect(svgInner('<svg viewBox="0 0 64 64"><title>T</title><path d="M0 0"/></svg>')).toBe(
      '<path d="M0 0"/>',
    );
    expect(() => svgInner('<html></html>')).toThrow(/no <svg> element/);
  });
});
