/** The REACH vigilance block of the sheet page (substance watch hits for one sheet). */
export function VigilanceBlock(_props: { documentCode: string }) {
  return null;
}
