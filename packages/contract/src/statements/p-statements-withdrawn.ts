import { byLanguage } from './statement-types.ts';

/**
 * Precautionary statements of the original CLP Annex IV (Regulation (EC) No 1272/2008) withdrawn by the 4th ATP
 * (Regulation (EU) No 487/2013). Sheets written before 2015 still print them (P322 and P281 in the real corpus), so the reader reports them and the
 * sheet page, the workbook and the report need their wording. Rows: [en, fr, de, it].
 */
export const P_WITHDRAWN = byLanguage({
  P281: [
    'Use personal protective equipment as required.',
    'Utiliser l’équipement de protection individuel requis.',
    'Vorgeschriebene persönliche Schutzausrüstung verwenden.',
    'Utilizzare il dispositivo di protezione individuale richiesto.',
  ],
  P285: [
    'In case of inadequate ventilation wear respiratory protection.',
    'Lorsque la ventilation du local est insuffisante, porter un équipement de protection respiratoire.',
    'Bei unzureichender Belüftung Atemschutz tragen.',
    'In caso di ventilazione insufficiente utilizzare un apparecchio respiratorio.',
  ],
  P309: [
    'IF exposed or if you feel unwell:',
    'EN CAS d’exposition ou d’un malaise:',
    'BEI Exposition oder Unwohlsein:',
    'IN CASO di esposizione o di malessere:',
  ],
  P322: [
    'Specific measures (see ... on this label).',
    'Mesures spécifiques (voir ... sur cette étiquette).',
    'Gezielte Maßnahmen (siehe ... auf diesem Kennzeichnungsetikett).',
    'Misure specifiche (vedere ... su questa etichetta).',
  ],
  P341: [
    'If breathing is difficult, remove victim to fresh air and keep at rest in a position comfortable for breathing.',
    'S’il y a difficulté à respirer, transporter la victime à l’extérieur et la maintenir au repos dans une position où elle peut confortablement respirer.',
    'Bei Atembeschwerden an die frische Luft bringen und in einer Position ruhigstellen, die das Atmen erleichtert.',
    'Se la respirazione è difficile, trasportare l’infortunato all’aria aperta e mantenerlo a riposo in posizione che favorisca la respirazione.',
  ],
  P350: [
    'Gently wash with plenty of soap and water.',
    'Laver avec précaution et abondamment à l’eau et au savon.',
    'Behutsam mit viel Wasser und Seife waschen.',
    'Lavare delicatamente e abbondantemente con acqua e sapone.',
  ],
});
