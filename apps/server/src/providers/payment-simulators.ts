// What the shop needs of a stand-in for a payment provider whose URL is unset. The process's start
// file (or a test) passes the simulators in; the server itself never imports them.

export interface SwishSimulatorNeeds {
  /** Where the simulator keeps the certificates it issued. */
  dir: string;
  paidAfterMs?: number;
  payeeAlias: string;
  retryDelaysMs?: number[];
  /** The callback before the create's 201: the race a shop must survive (default false). */
  callbackBeforeAnswer?: boolean;
  log: (message: string) => void;
}

export interface SimulatedSwish {
  url: string;
  /** The merchant's client certificate, key and the CA, for the shop's mutual TLS. */
  clientCert: { cert: string; key: string; ca: string };
  close(): Promise<void>;
}

export interface CheckoutSimulatorNeeds {
  username: string;
  password: string;
  pushDelayMs?: number;
  pushRetryMs?: number;
  /** Order management as strict as Klarna's: refunds only on captured money, its 403 codes. */
  strictOrderManagement?: boolean;
  log: (message: string) => void;
}

export interface SimulatedCheckout {
  url: string;
  /** Where the snippet loads from: the CSP allows it. */
  origin: string;
  close(): Promise<void>;
}

/** Starts the simulators, on loopback, for the providers whose URL is unset. */
export interface PaymentSimulators {
  swish(needs: SwishSimulatorNeeds): Promise<SimulatedSwish>;
  checkout(needs: CheckoutSimulatorNeeds): Promise<SimulatedCheckout>;
}
