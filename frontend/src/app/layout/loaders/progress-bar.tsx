interface Props {
  label: string;
  /** 0 to 100. */
  progress: number;
  className: string | undefined;
  barClassName: string | undefined;
  'data-testid'?: string;
}

/** A named progress bar (the preloader's and the route loader's): the bar grows by scaling, not by width, so it never lays out again. */
export function ProgressBar({ label, progress, className, barClassName, ...props }: Props) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      {...props}
    >
      <div className={barClassName} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
