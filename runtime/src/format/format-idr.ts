// Indonesian grouping uses dots (50.000); money is whole Rupiah, so no decimals ever.
const IDR_NUMBER = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** `formatIdr(50000)` → `Rp. 50.000`, the store's price style (SPEC §9). */
export function formatIdr(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}Rp. ${IDR_NUMBER.format(Math.abs(rounded))}`;
}
