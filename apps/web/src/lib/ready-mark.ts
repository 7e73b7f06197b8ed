// The attribute on <html> that says the routed page is live (set by PageReady).
export const READY_ATTRIBUTE = 'data-ready';
