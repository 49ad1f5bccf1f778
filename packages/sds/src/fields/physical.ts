import type { Measured, PhysicalProperties } from '../types.js';
import type { TextLine } from '../text/document-text.js';
import { fold } from '../text/fold.js';
import { labelValue } from './label-value.js';

const L = {
  state:
    /physical state|state of matter|aggregate state|etat physique|aggregatzustand|stato fisico|estado fisico|fysische toestand|aggregatietoestand|form|forme|aspect|appearance|aspetto|aspecto|voorkomen|aparencia/,
  colour: /colou?r|couleur|farbe|colore|kleur|\bcor\b/,
  odour: /odou?r|odeur|geruch|odore|olor|geur/,
  flashPoint: /flash ?point|point d'eclair|flammpunkt|punto di infiammabilita|punto de inflamacion|vlampunt|ponto de inflamacao|ponto de fulgor/,
  // The whole CLP label ("Point initial d'ébullition et intervalle d'ébullition"), not only its start: otherwise the
  // rest of a label that wraps ("... et intervalle" / "d'ébullition") is read as the value.
  boilingPoint:
    /(?:initial )?boiling (?:point|range)(?: and(?: boiling range)?| \/ range)?|point (?:initial )?d'ebullition(?: et intervalle(?: d'ebullition)?)?|siedepunkt|siedebeginn(?: und siedebereich)?|siedebereich|punto (?:iniziale )?di ebollizione(?: iniziale)?(?: e intervallo(?: di ebollizione)?)?|punto (?:inicial )?de ebullicion(?: e intervalo(?: de ebullicion)?)?|(?:begin)?kookpunt(?: en kooktraject)?|ponto (?:inicial )?de ebulicao(?: inicial)?(?: e intervalo(?: de ebulicao)?)?/,
  pH: /ph(?: value| wert| waarde| valeur)?/,
  density:
    /relative density|density|specific gravity|densite relative|densite|dichte|relative dichte|densita relativa|densita|densidad relativa|densidad|relatieve dichtheid|dichtheid|densidade relativa|densidade/,
  viscosity: /(?:kinematic |dynamic )?viscosity|viscosite(?: cinematique| dynamique)?|viskositat|viscosita|viscosidad|viscositeit|viscosidade/,
};

const NO_DATA =
  /not (?:available|applicable|determined|established|relevant)|no data|n\/a|nd\b|non (?:disponible|applicable|determine)|keine daten|nicht (?:bestimmt|anwendbar|verfugbar)|non (?:disponibile|applicabile|determinato)|no (?:disponible|aplicable|determinado)|niet (?:beschikbaar|van toepassing|bepaald)|nao (?:disponivel|aplicavel|determinado)/;
const UNIT = String.raw`°\s?[CF]|º\s?[CF]|\bK\b|g\/cm\s?[3³]|g\/ml|g\/l|kg\/m\s?[3³]|kg\/l|mm\s?[2²]\/s|m\s?[2²]\/s|cst|mpa[.·\s]?s|pa[.·\s]?s|cp\b|cps\b|s\b`;
const MEASURE = new RegExp(
  String.raw`([<>≤≥~]=?\s*|ca\.?\s*|approx\.?\s*)?(-?\d+(?:[.,]\d+)?)\s*(?:(?:-|–|to|bis|à|a|tot)\s*(-?\d+(?:[.,]\d+)?))?\s*(${UNIT})?`,
  'i',
);

export function parseMeasured(raw: string, defaultUnit: string | null = null): Measured | null {
  const text = raw.slice(0, 120);
  if (!text.trim()) return null;
  const f = fold(text);
  const m = MEASURE.exec(text);
  if (!m || (NO_DATA.test(f) && f.search(NO_DATA) < (m.index ?? 0))) return { value: null, unit: null, raw: text.trim() };
  const value = Number(m[2].replace(',', '.'));
  const out: Measured = { value, unit: m[4] ? m[4].replace(/\s/g, '').replace('º', '°') : defaultUnit, raw: text.trim() };
  if (m[3]) out.valueMax = Number(m[3].replace(',', '.'));
  return out;
}

function stateWord(v: string): string {
  const f = fold(v);
  if (/liquid|liquide|flussig|liquido|vloeibaar|vloeistof/.test(f)) return 'liquid';
  if (/solid|solide|fest|solido|vast|poudre|powder|pulver|polvere|polvo|poeder|po\b|crystal|cristal|kristall|granul|pellet/.test(f)) return 'solid';
  if (/\bgas\b|gaz|gasformig|gasvormig|gasoso|gaseous|aerosol/.test(f)) return 'gas';
  return v;
}

export function readPhysical(s9: TextLine[]): PhysicalProperties {
  const text = (re: RegExp) => labelValue(s9, re)?.value ?? null;
  const measured = (re: RegExp, unit: string | null = null) => {
    const v = text(re);
    return v ? parseMeasured(v, unit) : null;
  };
  const state = text(L.state);
  return {
    state: state ? stateWord(state) : null,
    colour: text(L.colour),
    odour: text(L.odour),
    flashPoint: measured(L.flashPoint),
    boilingPoint: measured(L.boilingPoint),
    pH: measured(L.pH),
    density: measured(L.density),
    viscosity: measured(L.viscosity),
  };
}
