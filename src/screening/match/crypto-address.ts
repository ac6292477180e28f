/**
 * Networks whose addresses are written alike: an EVM address (0x…) is the same on Ethereum and the chains and
 * tokens that share its format, so an ETH subject matches a USDT-on-Ethereum listing of the same address.
 */
const FAMILY: Record<string, string> = {
  XBT: 'BTC',
  BTC: 'BTC',
  ETH: 'EVM',
  ETC: 'EVM',
  USDT: 'EVM',
  USDC: 'EVM',
  ARB: 'EVM',
  BSC: 'EVM',
  BNB: 'EVM',
  MATIC: 'EVM',
  POL: 'EVM',
  TRX: 'TRON',
  XMR: 'XMR',
  LTC: 'LTC',
  ZEC: 'ZEC',
  DASH: 'DASH',
  BTG: 'BTG',
  BSV: 'BSV',
  BCH: 'BCH',
  XRP: 'XRP',
  SOL: 'SOL',
  XVG: 'XVG',
  ERC20: 'EVM',
  TRC20: 'TRON',
};

/** The network family of an address: by its shape where the shape says (0x…, T…), else by the network code. */
export function networkFamily(network: string | null | undefined, address: string): string | null {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return 'EVM';
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'TRON';
  const code = (network ?? '').trim().toUpperCase();
  return code === '' ? null : (FAMILY[code] ?? code);
}

/** The address as compared: EVM hex is case-insensitive; base58 and bech32 keep their case (bech32 folds to lower). */
export function normalizeCryptoAddress(address: string): string {
  const a = address.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(a)) return a.toLowerCase();
  if (/^(bc1|tb1|ltc1)/i.test(a)) return a.toLowerCase();
  return a;
}
