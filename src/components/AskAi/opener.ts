/**
 * The "ASK AI" buttons (navbar, phone drawer, article header) and the one panel (mounted by
 * src/theme/Root.tsx) talk through a window event, so a button needs no React context and the
 * panel knows which button to give focus back to when it closes.
 */
export const OPEN_EVENT = 'unleash:ask-ai-open';

export type OpenRequest = {opener: HTMLElement | null};

export function requestAskAi(opener: HTMLElement | null): void {
  window.dispatchEvent(new CustomEvent<OpenRequest>(OPEN_EVENT, {detail: {opener}}));
}
