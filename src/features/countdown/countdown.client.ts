// Runs every countdown on the page: ticks each second, and when it is seen reaching zero shows the
// expired text and, in the popup (pages other than the landing page), blurs the main content for
// 2 s, then unblurs it over 1 s. A page opened after the drop shows the expired text without the blur.
import {
  blurPhase,
  BLUR_HOLD_MS,
  type BlurPhase,
  targetTime,
  TICK_MS,
  timeLeft,
  twoDigits,
  UNBLUR_MS,
} from '../../domain/countdown/countdown.ts';

function blurMainContent() {
  const main = document.getElementById('main');
  if (!main) return;
  // Each phase is set by its own timer, so the sequence holds however late a timer fires.
  const show = (phase: BlurPhase) => {
    main.dataset.countdownBlur = phase;
    main.style.transition = phase === 'unblurring' ? `filter ${UNBLUR_MS}ms ease` : '';
    main.style.filter = phase === 'blurred' ? 'blur(8px)' : '';
  };
  show(blurPhase(0));
  setTimeout(() => show(blurPhase(BLUR_HOLD_MS)), BLUR_HOLD_MS);
  setTimeout(() => show(blurPhase(BLUR_HOLD_MS + UNBLUR_MS)), BLUR_HOLD_MS + UNBLUR_MS);
}

function run(root: HTMLElement) {
  const target = targetTime(root.dataset.target ?? '');
  const units = root.querySelectorAll<HTMLElement>('[data-unit]');
  let wasRunning = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const render = () => {
    const left = timeLeft(target, Date.now());
    for (const el of units) el.textContent = twoDigits(left[el.dataset.unit as 'days' | 'hours' | 'minutes' | 'seconds']);
    if (!left.expired) {
      wasRunning = true;
      return;
    }
    clearInterval(timer);
    root.dataset.expired = 'true';
    root.querySelector<HTMLElement>('[data-countdown-title]')!.textContent = root.dataset.expiredTitle ?? '';
    root.querySelector<HTMLElement>('[data-countdown-expired]')!.hidden = false;
    if (wasRunning && root.dataset.variant === 'popup') blurMainContent();
  };
  render();
  if (root.dataset.expired !== 'true') timer = setInterval(render, TICK_MS);
}

export function startCountdowns() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-countdown]:not([data-started])')) {
    root.dataset.started = 'true';
    run(root);
  }
}
