// What the two loaders share (product §2 "Global behaviour"): a random step and a capped advance.
import { PROGRESS_STEP_MAX, PROGRESS_STEP_MIN } from '@cipta/domain/constants';

/** A uniform whole number from PROGRESS_STEP_MIN to PROGRESS_STEP_MAX, both included. */
export function randomProgressStep(): number {
  const choices = PROGRESS_STEP_MAX - PROGRESS_STEP_MIN + 1;
  return PROGRESS_STEP_MIN + Math.floor(Math.random() * choices);
}

/** The progress after one step, never past the cap. */
export function advanceProgress(progress: number, step: number, cap: number): number {
  return Math.min(cap, progress + step);
}
