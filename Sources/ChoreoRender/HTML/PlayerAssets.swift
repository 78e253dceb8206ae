/// The style sheet inlined into every ``HTMLPlayer`` page (the script is ``PlayerScript``).
enum PlayerAssets {
    static let styleSheet = """
        :root { font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; background: #f2f2f5; }
        body { margin: 0 auto; max-width: 1120px; padding: 24px; }
        h1 { font-size: 1.6rem; margin: 0 0 4px; }
        .description, .caption, .keys { white-space: pre-line; color: #555; margin: 0 0 12px; }
        .downloads { color: #555; margin: -6px 0 12px; font-size: 0.9em; }
        code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.92em; background: #eef0f4; border-radius: 4px; padding: 0 3px; }
        kbd { font-family: inherit; font-size: 0.85em; border: 1px solid #ccc; border-bottom-width: 2px; border-radius: 4px; padding: 0 4px; background: #fff; }
        .scene { background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); padding: 16px 20px 20px; margin: 24px 0; }
        .scene h2 { font-size: 1.2rem; margin: 0 0 4px; }
        .stage > svg { display: block; width: var(--w); max-width: 100%; height: auto; outline: 1px solid #ddd; }
        @media (min-width: 1000px) { .stage > svg { width: calc(var(--w) * 2); } }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin: 14px 0 8px; }
        .controls button { font: inherit; min-width: 2.6em; padding: 3px 8px; }
        .track { position: relative; flex: 1; min-width: 220px; max-width: 560px; padding-top: 8px; }
        .scrubber { width: 100%; margin: 0; display: block; }
        .markers { position: absolute; left: 0; right: 0; top: 0; height: 10px; }
        .marker { position: absolute; top: 0; left: calc(8px + (100% - 16px) * var(--p)); width: 4px; height: 10px; margin-left: -2px; border-radius: 2px; cursor: pointer; background: #888; }
        .transitionStarted { --c: #4f46e5; } .transitionCompleted { --c: #16a34a; } .transitionCancelled { --c: #dc2626; }
        .animatorStarted { --c: #0ea5e9; } .animatorPaused { --c: #f59e0b; } .animatorReversed { --c: #a855f7; }
        .animatorFinished { --c: #16a34a; } .note { --c: #64748b; }
        .marker { background: var(--c); }
        .counter, .clock { font-variant-numeric: tabular-nums; min-width: 6.5em; }
        .events { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; margin: 0 0 10px; }
        .event { font: inherit; font-size: 12px; border: 1px solid #ddd; border-left: 4px solid var(--c); border-radius: 4px; background: #fafafa; padding: 2px 6px; cursor: pointer; }
        .plot { margin: 6px 0 14px; }
        .plot-controls { display: flex; align-items: center; gap: 8px; font-size: 13px; margin-bottom: 4px; }
        .plot-value { font-variant-numeric: tabular-nums; color: #555; }
        .graph { display: block; width: 100%; max-width: 600px; height: 120px; cursor: crosshair; }
        .graph .plot-background { fill: #fafafa; stroke: #e2e2e2; }
        .graph .curve { fill: none; stroke: #4f46e5; stroke-width: 2; vector-effect: non-scaling-stroke; }
        .graph .cursor { stroke: #dc2626; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        .graph .event-line { stroke: var(--c); stroke-dasharray: 3 3; vector-effect: non-scaling-stroke; }
        .graph .axis { font-size: 10px; fill: #888; }
        .filmstrip { display: flex; flex-wrap: wrap; gap: 6px; }
        .thumb { font: inherit; font-size: 11px; color: #666; background: none; border: 2px solid transparent; border-radius: 6px; padding: 2px; cursor: pointer; text-align: center; }
        .thumb svg { display: block; width: 120px; height: auto; outline: 1px solid #ddd; margin-bottom: 2px; }
        .thumb.current { border-color: #4f46e5; background: #eef2ff; }
        .thumb:focus-visible { outline: 2px solid #0ea5e9; outline-offset: 1px; }

        """
}
