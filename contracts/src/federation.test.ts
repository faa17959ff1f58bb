import { FEDERATION_CONTRACT_VERSION, isCompatibleContract } from './federation';

describe('federation contract', () => {
  it('accepts the same major with a minor the shell offers', () => {
    expect(isCompatibleContract('1.2', '1.2')).toBe(true);
    expect(isCompatibleContract('1.2', '1.0')).toBe(true);
    expect(isCompatibleContract(FEDERATION_CONTRACT_VERSION, FEDERATION_CONTRACT_VERSION)).toBe(true);
  });

  it('refuses another major, a newer minor and a malformed version', () => {
    expect(isCompatibleContract('1.2', '2.0')).toBe(false);
    expect(isCompatibleContract('2.0', '1.9')).toBe(false);
    expect(isCompatibleContract('1.2', '1.3')).toBe(false);
    expect(isCompatibleContract('1.0', 'one')).toBe(false);
    expect(isCompatibleContract('1.0', '')).toBe(false);
  });
});
