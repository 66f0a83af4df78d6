// json-source-map ships without types; only parse() is used.
declare module 'json-source-map' {
  export interface SourcePosition {
    line: number;
    column: number;
    pos: number;
  }
  export interface PointerLocation {
    key?: SourcePosition;
    keyEnd?: SourcePosition;
    value: SourcePosition;
    valueEnd: SourcePosition;
  }
  export function parse(text: string): { data: unknown; pointers: Record<string, PointerLocation> };
}
