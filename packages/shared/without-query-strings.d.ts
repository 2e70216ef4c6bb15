/** What this module reads of a span: OpenTelemetry's `ReadableSpan` has it. */
export type ScrubbableSpan = { readonly name: string; readonly attributes: Readonly<Record<string, unknown>> };

/** What this module calls of an exporter: OpenTelemetry's `SpanExporter` has it. */
export type SpanExporterOf<Span, Result> = {
  export(spans: Span[], done: (result: Result) => void): void;
  shutdown(): Promise<void>;
  forceFlush?(): Promise<void>;
};

/** A span as exported: its name and address attributes without their query string, the rest (its context) kept. */
export function scrubbed<Span extends ScrubbableSpan>(span: Span): Span;

/** `exporter`, sending each span `scrubbed`. */
export function withoutQueryStrings<Span extends ScrubbableSpan, Result>(
  exporter: SpanExporterOf<Span, Result>,
): Required<SpanExporterOf<Span, Result>>;
