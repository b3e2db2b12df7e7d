export function BetaBadge() {
  return (
    <span className="rounded-full bg-accent-600 px-1.5 py-0.5 text-[0.625rem] leading-none font-semibold tracking-wide text-white uppercase">
      Beta
    </span>
  );
}
