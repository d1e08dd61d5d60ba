import { PROMO_DISCOUNT_PERCENT } from '@cipta/domain/constants';
import { describe, expect, it } from 'vitest';
import { PROMO_SLIDE_IDS, WORKING_STEP_IDS, promoSlides, testimonials, workingSteps } from './home';
import { heroDescription, heroTitleLines } from './hero';

describe('the hero', () => {
  it('has a four-line title', () => {
    expect(heroTitleLines).toHaveLength(4);
  });

  it("states the claims as the company's own (product §1)", () => {
    for (const text of [heroDescription.en, heroDescription.id]) {
      expect(text).toContain('98%');
      expect(text).toContain('24-48');
    }
  });
});

describe('the promo slides (product §3, §9)', () => {
  it('are the three of product §2, in order', () => {
    expect(promoSlides.map((slide) => slide.id)).toEqual([...PROMO_SLIDE_IDS]);
    expect(promoSlides.map((slide) => slide.title.en)).toEqual([
      'Express Visa Discount',
      'Bali Tour Package',
      'Family Visa Bundle',
    ]);
  });

  it('all show 77% off, from the one constant', () => {
    expect(PROMO_DISCOUNT_PERCENT).toBe(77);
    for (const slide of promoSlides) expect(slide.discountPercent).toBe(77);
  });

  it('say honestly that the discount is on our service fee, not on government fees', () => {
    for (const { description } of promoSlides) {
      expect(description.en).toContain('77%');
      expect(description.id).toContain('77%');
      expect(description.en).toMatch(/our service fee/);
      expect(description.en).toMatch(/government/i);
      expect(description.id).toMatch(/biaya layanan kami/);
      expect(description.id).toMatch(/pemerintah/);
    }
  });

  it('say until when they are valid', () => {
    for (const { validUntil } of promoSlides) {
      expect(validUntil.en).toMatch(/^Valid until \d{1,2} \w+ \d{4}$/);
      expect(validUntil.id).toMatch(/^Berlaku hingga \d{1,2} \w+ \d{4}$/);
    }
  });
});

describe('the working process (product §1)', () => {
  it("has the four steps in the product's order", () => {
    expect(workingSteps.map((step) => step.id)).toEqual([...WORKING_STEP_IDS]);
    expect(workingSteps.map((step) => step.title.en)).toEqual([
      'Free Consultation',
      'Document Submission',
      'Application & Verification',
      'Visa Completion',
    ]);
  });
});

describe('the testimonials (product §3)', () => {
  it('are five, each with its own id', () => {
    expect(testimonials).toHaveLength(5);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(5);
  });

  it('name their client and give a short handle', () => {
    for (const { name, username } of testimonials) {
      expect(name.trim()).not.toBe('');
      expect(username).toMatch(/^@[\w.]{2,20}$/);
    }
    expect(new Set(testimonials.map((t) => t.username)).size).toBe(5);
  });
});
