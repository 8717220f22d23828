/**
 * The pack's images: hand-written SVG files under content-pack/images.ctfassets.net/, laid out
 * as `contentful space export --download-assets` writes them (asset id = camel-cased key). Keys
 * are the file names without `.svg`; data modules refer to images by key. Titles describe the image (they are the
 * alternative text), so they never reveal more than the answer text does.
 */
import type { Text } from './types.ts';

export interface AssetSpec {
  readonly title: Text;
  readonly width: number;
  readonly height: number;
}

export const ASSETS: Readonly<Record<string, AssetSpec>> = {
  'flag-se': {
    title: ['Blue flag with a yellow Nordic cross', 'Blå flagga med ett gult nordiskt kors'],
    width: 160,
    height: 100,
  },
  'flag-fi': {
    title: ['White flag with a blue Nordic cross', 'Vit flagga med ett blått nordiskt kors'],
    width: 180,
    height: 110,
  },
  'flag-dk': {
    title: ['Red flag with a white Nordic cross', 'Röd flagga med ett vitt nordiskt kors'],
    width: 148,
    height: 112,
  },
  'flag-no': {
    title: ['Red flag with a blue Nordic cross edged in white', 'Röd flagga med ett blått nordiskt kors med vit kant'],
    width: 154,
    height: 112,
  },
  'flag-is': {
    title: ['Blue flag with a red Nordic cross edged in white', 'Blå flagga med ett rött nordiskt kors med vit kant'],
    width: 150,
    height: 108,
  },
  'trend-rise': {
    title: ['Line chart: flat at first, then rising a lot', 'Linjediagram: först platt, sedan kraftigt stigande'],
    width: 200,
    height: 120,
  },
  'trend-hockey': {
    title: ['Line chart: almost flat, then shooting up steeply', 'Linjediagram: nästan platt, sedan brant uppåt'],
    width: 200,
    height: 120,
  },
  'trend-flat': { title: ['Line chart: a flat line', 'Linjediagram: en platt linje'], width: 200, height: 120 },
  'trend-fall': {
    title: ['Line chart: a line that falls', 'Linjediagram: en linje som sjunker'],
    width: 200,
    height: 120,
  },
  'trend-steady': {
    title: ['Line chart: a straight line rising steadily', 'Linjediagram: en rak linje som stiger jämnt'],
    width: 200,
    height: 120,
  },
  'dots-2of10': { title: ['2 out of 10 people filled in', '2 av 10 figurer ifyllda'], width: 200, height: 110 },
  'dots-5of10': { title: ['5 out of 10 people filled in', '5 av 10 figurer ifyllda'], width: 200, height: 110 },
  'dots-8of10': { title: ['8 out of 10 people filled in', '8 av 10 figurer ifyllda'], width: 200, height: 110 },
  'dots-9of10': { title: ['9 out of 10 people filled in', '9 av 10 figurer ifyllda'], width: 200, height: 110 },
  'mix-sweden': {
    title: ['Stacked bar: hydropower, nuclear power and wind power', 'Stapel: vattenkraft, kärnkraft och vindkraft'],
    width: 220,
    height: 130,
  },
  'mix-fossil': { title: ['Stacked bar: mostly coal and gas', 'Stapel: mest kol och gas'], width: 220, height: 130 },
  'mix-oil': { title: ['Stacked bar: mostly oil', 'Stapel: mest olja'], width: 220, height: 130 },
  'icon-health': { title: ['A heart with a cross', 'Ett hjärta med ett kors'], width: 64, height: 64 },
  'icon-population': { title: ['Three people', 'Tre människor'], width: 64, height: 64 },
  'icon-climate': { title: ['The Earth and the Sun', 'Jorden och solen'], width: 64, height: 64 },
  'icon-energy': { title: ['A lightning bolt', 'En blixt'], width: 64, height: 64 },
  'icon-education': { title: ['An open book', 'En uppslagen bok'], width: 64, height: 64 },
  'icon-economy': { title: ['A stack of coins', 'En hög med mynt'], width: 64, height: 64 },
  'icon-water': { title: ['A drop of water', 'En vattendroppe'], width: 64, height: 64 },
  'icon-nature': { title: ['A green leaf', 'Ett grönt löv'], width: 64, height: 64 },
  'icon-sdg': {
    title: [
      'A wheel with 17 coloured segments, one for each Global Goal',
      'Ett hjul med 17 färgade fält, ett för varje globalt mål',
    ],
    width: 64,
    height: 64,
  },
  thermometer: {
    title: ['A thermometer showing high temperature', 'En termometer som visar hög temperatur'],
    width: 64,
    height: 64,
  },
  'solar-panel': { title: ['A solar panel in the sun', 'En solpanel i solen'], width: 64, height: 64 },
};
