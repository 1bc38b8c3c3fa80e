// The gate's password form. The server decides everything (the password, the delays, the lockout);
// this island only shows its answers: VERIFYING..., the error, LOCKED (Ns) with a live countdown,
// and a reload once the unlock cookie is set.
import { useEffect, useRef, useState } from 'react';
import type { GateLabels } from './messages.ts';
import { recalledWait, rememberWait, secondsLeft, submitGatePassword, type Wait } from './gate-client.ts';
import { fill } from '../../i18n/messages.ts';

type Props = { labels: GateLabels };
type Problem = 'invalid' | 'invalidFallback' | 'failed';

export default function GateForm({ labels }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [wait, setWait] = useState<Wait>();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Whatever was typed before hydration counts, and a wait survives a reload.
    if (input.current?.value) setPassword(input.current.value);
    const recalled = recalledWait(Date.now());
    if (recalled) setWait(recalled);
  }, []);

  useEffect(() => {
    if (!wait) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(wait.until, current) === 0) {
        setWait(undefined);
        rememberWait(undefined);
        setAnnouncement('');
        input.current?.focus();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [wait]);

  function startWait(seconds: number, lockout: boolean) {
    const next = { until: Date.now() + seconds * 1000, lockout };
    setNow(Date.now());
    setWait(next);
    rememberWait(next);
  }

  async function submit() {
    if (checking || wait || password.length === 0) return;
    setChecking(true);
    setProblem(undefined);
    setAnnouncement('');
    const outcome = await submitGatePassword(password);
    if (outcome.kind === 'unlocked') {
      rememberWait(undefined);
      window.location.reload(); // the edge now lets the page through; stays VERIFYING... until then
      return;
    }
    setChecking(false);
    if (outcome.kind === 'locked') {
      startWait(outcome.waitSeconds, true);
      setAnnouncement(fill(labels.tooMany, { n: outcome.waitSeconds }));
    } else if (outcome.kind === 'invalid') {
      const kind = outcome.fallback ? 'invalidFallback' : 'invalid';
      setProblem(kind);
      setAnnouncement(labels[kind]);
      setPassword('');
      if (outcome.waitSeconds > 0) startWait(outcome.waitSeconds, false);
      input.current?.focus();
    } else {
      setProblem('failed');
      setAnnouncement(labels.failed);
    }
  }

  const left = wait ? secondsLeft(wait.until, now) : 0;
  const lockedOut = Boolean(wait?.lockout);
  const message = lockedOut ? fill(labels.tooMany, { n: left }) : problem ? labels[problem] : '';
  const disabled = checking || Boolean(wait) || password.length === 0;
  const buttonText = checking ? labels.verifying : wait ? fill(labels.locked, { n: left }) : labels.enter;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      className="flex w-full flex-col gap-3"
      data-gate-form
    >
      <label htmlFor="gate-password" className="sr-only">
        {labels.label}
      </label>
      <input
        ref={input}
        id="gate-password"
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus
        required
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (!lockedOut) setProblem(undefined);
        }}
        placeholder={labels.placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={message ? 'gate-message' : undefined}
        className="w-full border border-paper/30 bg-transparent px-4 py-3 text-center text-base tracking-widest rtl:tracking-normal text-paper placeholder:text-paper/45 focus:border-paper focus:outline-none"
      />
      <button
        type="submit"
        disabled={disabled}
        aria-disabled={disabled}
        className="w-full bg-paper py-3 text-sm font-semibold tracking-[0.3em] text-ink transition-opacity disabled:cursor-not-allowed disabled:opacity-50 rtl:tracking-normal"
      >
        {buttonText}
      </button>
      {lockedOut && <p className="text-xs uppercase tracking-widest text-paper/70 rtl:tracking-normal">{labels.disabledNote}</p>}
      <p id="gate-message" className="min-h-10 text-sm text-red-300" data-gate-message>
        {message}
      </p>
      {/* Said once per answer: the ticking countdown above would be too chatty for a screen reader. */}
      <p role="alert" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
