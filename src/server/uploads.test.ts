import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from './testing/multipart';
import { sniffType } from './uploads';

describe('upload type sniffing', () => {
  it('reads the type from the first bytes', () => {
    expect(sniffType(SAMPLE_FILES.pdf)).toBe('application/pdf');
    expect(sniffType(SAMPLE_FILES.png)).toBe('image/png');
    expect(sniffType(SAMPLE_FILES.jpeg)).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffType(Buffer.from('%PD'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});
