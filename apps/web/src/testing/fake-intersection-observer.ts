import { afterEach, beforeEach, vi } from 'vitest';

/** A stand-in for the browser's IntersectionObserver that a test scrolls by hand. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  /** The visitor scrolls the observed elements within the margin. */
  reach() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

/** Puts FakeObserver in the browser's place, with no observer yet; vi.unstubAllGlobals undoes it. */
export function stubIntersectionObserver() {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** Stubs the observer before each test of the file and gives the browser's back after it. */
export function fakeIntersectionObserverInEachTest() {
  beforeEach(stubIntersectionObserver);
  afterEach(() => vi.unstubAllGlobals());
}
