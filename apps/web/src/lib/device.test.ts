import { describe, expect, it } from 'vitest';
import { deviceOf, withDevice } from './device';

describe('device class', () => {
  it('is mobile for phones and tablets, desktop otherwise', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe('desktop');
    expect(deviceOf(null)).toBe('desktop');
  });

  it('goes right after the locale in the internal path', () => {
    expect(withDevice('/fr/formations/bachelor-x', 'mobile')).toBe('/fr/mobile/formations/bachelor-x');
    expect(withDevice('/en', 'desktop')).toBe('/en/desktop');
    expect(withDevice('/fr/', 'desktop')).toBe('/fr/desktop');
  });
});
