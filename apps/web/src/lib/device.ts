// Whether this browser runs on a phone, where the Swish app opens from a link (SPEC §4 pay by
// mobile) rather than by the payer's number.

export interface DeviceSignals {
  userAgent: string;
  /** The primary pointer is coarse (a finger). */
  coarsePointer: boolean;
}

const MOBILE_AGENT = /Android|iPhone|iPod|iPad|Mobile|Windows Phone/i;

/** A touch-first device with a mobile browser; a touch laptop or a narrowed desktop is not. */
export function isPhone({ userAgent, coarsePointer }: DeviceSignals): boolean {
  return coarsePointer && MOBILE_AGENT.test(userAgent);
}

/** This browser's signals (no window: not a phone). */
export function deviceSignals(): DeviceSignals {
  if (typeof window === 'undefined') return { userAgent: '', coarsePointer: false };
  const coarse =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return { userAgent: window.navigator.userAgent, coarsePointer: coarse };
}

/** True on a phone (see isPhone). */
export function onPhone(): boolean {
  return isPhone(deviceSignals());
}
