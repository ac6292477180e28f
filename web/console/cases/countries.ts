import type { Jurisdiction } from '../api/types';

/** ISO 3166-1 alpha-2 codes of every country the service knows as a jurisdiction (src/reference/jurisdictions.ts). */
const CODES =
  'ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws xk ye yt za zm zw'.split(
    ' ',
  );

let regionNames: Intl.DisplayNames | null = null;

/** The English name of a country or region code ("gb" → "United Kingdom", "eu" → "European Union"). */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return regionNames.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** A jurisdiction as the service names it, or the code's name. */
export function jurisdictionName(j: Jurisdiction | null | undefined): string {
  if (!j) return '';
  return j.name || countryName(j.code);
}

let sorted: { code: string; name: string }[] | null = null;

/** Every country, by name: the jurisdiction filter's options. */
export function allCountries(): { code: string; name: string }[] {
  sorted ??= CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name));
  return sorted;
}

export function isCountryCode(value: string): boolean {
  return CODES.includes(value);
}
