// The pay-by-mobile state machine (SPEC §4, §8, §9): 0 idle, 1 waiting, 2 received, -1 error. An
// attempt POSTs the draft (the same id on every retry of the same content, so one order is paid at
// most once) and waits up to 240 s; on a phone it polls the attempt for the Swish app's link.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Language, MobilePaymentRequestInput, OrderView } from '@shop/domain';
import { HttpError, isNetworkError } from '../../../lib/http';
import { mobilePaymentStatus, requestMobilePayment } from '../api';
import { draftActions } from '../model/draft-store';
import { claimDraftId } from '../model/sent-order';
import { refusedLines } from '../placing/refused-lines';

export const PAY_IDLE = 0;
export const PAY_WAITING = 1;
export const PAY_RECEIVED = 2;
export const PAY_ERROR = -1;
export type PayPhase =
  typeof PAY_IDLE | typeof PAY_WAITING | typeof PAY_RECEIVED | typeof PAY_ERROR;

/** SPEC §9: retry is offered 10 s into a wait. */
export const RETRY_AFTER_MS = 10_000;
/** How often a phone asks for the app link while waiting. */
export const POLL_MS = 1000;

export interface MobilePayment {
  phase: PayPhase;
  /** The failure's message, '' when it came without one (shown as 'Unknown'). */
  message: string;
  /** The failure was 409 order_conflict: the draft has a new id, so Retry places a new order. */
  conflict: boolean;
  /** The order's lines were refused as sent: each reason shows at its line in the cart. */
  linesRefused: boolean;
  /** Opens the Swish app on this phone, once the server has it. */
  appUrl: string | null;
  /** Retry is disabled when received, before the first attempt, and for the first 10 s of a wait. */
  canRetry: boolean;
  /** Starts an attempt (the first, or a retry that replaces the one under way). */
  start(): void;
}

export interface MobilePaymentOptions {
  /** The order draft as POSTed; its `openApp` asks for the app link instead of the number. */
  body: MobilePaymentRequestInput;
  language: Language;
  onPaid(order: OrderView): void;
}

interface State {
  phase: PayPhase;
  message: string;
  conflict: boolean;
  linesRefused: boolean;
  appUrl: string | null;
  retryReady: boolean;
  /** The order id the attempt under way was sent with. */
  id: string | null;
}

// Retry is not ready before the first attempt, which starts at once: focus never lands on it.
const IDLE: State = {
  phase: PAY_IDLE,
  message: '',
  conflict: false,
  linesRefused: false,
  appUrl: null,
  retryReady: false,
  id: null,
};

/** The order when the attempt was paid after all, or the reason it failed, by the status call. */
async function askStatus(id: string | undefined, language: Language, signal: AbortSignal) {
  if (!id) return { order: null, message: null };
  try {
    const status = await mobilePaymentStatus(id, language, signal);
    return { order: status.state === 'paid' ? status.order : null, message: status.message };
  } catch {
    return { order: null, message: null };
  }
}

/** SPEC §8: the server's message, the client's own for a network failure or time-out, else ''. */
export function failureMessage(error: unknown): string {
  if (error instanceof HttpError) return error.explained ? error.message : '';
  return error instanceof Error ? error.message : '';
}

/** A dropped request (the phone went to the app) or "already paid" may hide a paid order. */
const mayBePaid = (error: unknown) =>
  isNetworkError(error) || (error instanceof HttpError && error.code === 'order_not_payable');

export function useMobilePayment(options: MobilePaymentOptions): MobilePayment {
  const [state, setState] = useState<State>(IDLE);
  const latest = useRef(options);
  // The newest body and callback for the next attempt, without restarting the one under way.
  useLayoutEffect(() => {
    latest.current = options;
  });
  const attempt = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    attempt.current?.abort();
    const controller = new AbortController();
    attempt.current = controller;
    const live = () => attempt.current === controller && !controller.signal.aborted;
    const { language } = latest.current;
    const body = claimDraftId(latest.current.body, 'mobile');
    const received = (order: OrderView) => {
      refusedLines.clear();
      setState((s) => ({ ...s, phase: PAY_RECEIVED }));
      latest.current.onPaid(order);
    };
    setState({ ...IDLE, phase: PAY_WAITING, id: body.id ?? null });
    requestMobilePayment(body, controller.signal).then(
      ({ result }) => {
        if (live()) received(result);
      },
      async (error: unknown) => {
        if (!live()) return;
        const status = mayBePaid(error)
          ? await askStatus(body.id, language, controller.signal)
          : { order: null, message: null };
        if (!live()) return;
        if (status.order) return received(status.order);
        const message = status.message ?? failureMessage(error);
        // A last resort: the id went out with other content after all; the next try is a new order.
        const conflict = error instanceof HttpError && error.code === 'order_conflict';
        if (conflict) draftActions.renewId();
        refusedLines.record(error, body.cart);
        const linesRefused = error instanceof HttpError && error.lines.length > 0;
        setState((s) => ({
          ...s,
          phase: PAY_ERROR,
          message,
          conflict,
          linesRefused,
          retryReady: true,
        }));
      },
    );
  }, []);

  // An attempt still under way when the modal goes (a route change) is given up.
  useEffect(() => () => attempt.current?.abort(), []);

  const waiting = state.phase === PAY_WAITING;
  useEffect(() => {
    if (!waiting || state.retryReady) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, retryReady: true })), RETRY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting, state.retryReady]);

  const { body, language } = options;
  const { id } = state;
  const polling = waiting && body.openApp === true && state.appUrl === null;
  useEffect(() => {
    if (!polling || !id) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const { appUrl } = await mobilePaymentStatus(id, language, controller.signal);
        if (appUrl && !controller.signal.aborted) {
          setState((s) => (s.phase === PAY_WAITING ? { ...s, appUrl } : s));
          return;
        }
      } catch {
        // Not there yet, or a blip: ask again.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [polling, id, language]);

  const canRetry = state.phase === PAY_ERROR || (waiting && state.retryReady);
  const { phase, message, conflict, linesRefused, appUrl } = state;
  return { phase, message, conflict, linesRefused, appUrl, canRetry, start };
}
