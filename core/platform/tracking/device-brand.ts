/**
 * Spec 1 §3, the tracking header's device brand, from what the user-agent tells: Apple for an
 * iPhone or iPad; on Android the maker's name, its own browser, or the shape of its model numbers
 * (M2011K2C is Xiaomi's, PBEM00 and CPH2581 OPPO's, V2309A vivo's, SM-S9180 Samsung's). Checked in
 * order: Honor's phones still name Huawei's browser. '' when nothing tells (a reduced user-agent 'K').
 */
const ANDROID_BRANDS: readonly (readonly [brand: string, pattern: RegExp])[] = [
  ['HONOR', /\bhonor\b/i],
  ['HUAWEI', /huawei|harmonyos/i],
  ['Xiaomi', /xiaomi|miuibrowser|\bredmi\b|\bpoco\b|\bmi \d|\b(?:2[0-9]|M2)\d{3}[A-Z0-9]{2,4}\b/i],
  ['OPPO', /\boppo\b|heytapbrowser|\bP[A-H][A-Z]M\d0\b|\bCPH\d{4}\b/i],
  ['vivo', /\bvivo\b|vivobrowser|\bV\d{4}[A-Z]{1,2}\b/i],
  ['OnePlus', /oneplus/i],
  ['realme', /realme|\bRMX\d{4}\b/i],
  ['Meizu', /meizu/i],
  ['Samsung', /samsung|\bSM-[A-Z]\d/i],
  ['Google', /\bpixel\b/i],
];

export function deviceBrand(userAgent: string): string {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'Apple';
  if (!/Android/i.test(userAgent)) return '';
  return ANDROID_BRANDS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? '';
}
