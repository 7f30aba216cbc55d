import { describe, expect, it } from 'vitest';
import {
  FRAGRANTICA_MAPPING,
  parseBrandCountries,
  parseCatalogueRows,
  PARFUMO_MAPPING,
  toBrandKey,
} from './parse-catalogue-rows.ts';

const parfumoRow = (overrides: Record<string, string> = {}) => ({
  Number: 'NA',
  Name: 'Tidal Pool',
  Brand: 'CB I Hate Perfume',
  Release_Year: '2004',
  Concentration: 'NA',
  Rating_Value: '7.5',
  Rating_Count: '12',
  Main_Accords: 'Fresh, Aquatic',
  Top_Notes: 'Bergamot',
  Middle_Notes: 'French lavender',
  Base_Notes: 'Musk, Foulness',
  Perfumers: 'Harry Frémont, Brand owner',
  URL: 'https://www.parfumo.com/x',
  ...overrides,
});

describe('parseCatalogueRows (Parfumo)', () => {
  it.each([
    ['NA is missing', { Concentration: 'NA' }, { concentration: null }],
    ['the number prefix joins the name', { Number: '0071' }, { name: '0071 Tidal Pool' }],
    ['ratings stay on 0-10', {}, { ratingValue: 7.5, ratingCount: 12 }],
    ['the header text in Main_Accords is dropped', { Main_Accords: 'Main Accords' }, { accords: [] }],
    ['role words are not perfumers', {}, { perfumers: ['Harry Frémont'] }],
    [
      'a second script is dropped from perfumers',
      { Perfumers: 'Valery Sokolov / Валерий Соколов' },
      { perfumers: ['Valery Sokolov'] },
    ],
    ['years outside 1600-2100 are missing', { Release_Year: '12' }, { releaseYear: null }],
    ['note keys span the pyramid', {}, { noteKeys: ['bergamot', 'lavender', 'musk', 'foulness'] }],
  ])('%s', (_label, overrides, expected) => {
    const { perfumes } = parseCatalogueRows([parfumoRow(overrides)], PARFUMO_MAPPING, 'parfumo');
    expect(perfumes[0]).toMatchObject(expected);
  });

  it('skips rows without a name, and gives duplicates distinct stable ids', () => {
    const rows = [parfumoRow(), parfumoRow(), parfumoRow({ Name: 'NAME?' }), parfumoRow({ Brand: 'NA' })];
    const first = parseCatalogueRows(rows, PARFUMO_MAPPING, 'parfumo');
    const second = parseCatalogueRows(rows, PARFUMO_MAPPING, 'parfumo');
    expect(first.issues).toHaveLength(2);
    expect(first.perfumes.map((perfume) => perfume.id)).toEqual(second.perfumes.map((perfume) => perfume.id));
    expect(new Set(first.perfumes.map((perfume) => perfume.id)).size).toBe(2);
  });

  it('joins brand countries on a normalised key', () => {
    const countries = parseBrandCountries([
      { brand_name: 'Dolce Gabbana', country: 'Italy' },
      { brand_name: 'Abdul Samad Al Qurashi', country: 'Arabia Saudi ' },
    ]);
    const { perfumes } = parseCatalogueRows(
      [
        parfumoRow({ Brand: 'Dolce & Gabbana' }),
        parfumoRow({ Brand: 'Abdul Samad Al Qurashi / عبد الصمد القرشي', Name: 'Safari' }),
      ],
      PARFUMO_MAPPING,
      'parfumo',
      countries,
    );
    expect(perfumes.map((perfume) => perfume.brandCountry)).toEqual(['Italy', 'Saudi Arabia']);
    expect(toBrandKey('L’Occitane en Provence')).toBe('loccitaneenprovence');
  });
});

describe('parseCatalogueRows (Fragrantica mapping)', () => {
  it('reads comma decimals on a 0-5 scale, gender, country and accord columns', () => {
    const row = {
      Perfume: 'Angels Share',
      Brand: 'by-kilian',
      Country: 'France',
      Gender: 'unisex',
      'Rating Value': '4,25',
      'Rating Count': '1 200',
      Year: '2020',
      Top: 'cognac',
      Middle: 'cinnamon, tonka bean',
      Base: 'vanilla, sandalwood',
      Perfumer1: 'Benoist Lapouza',
      Perfumer2: 'unknown',
      mainaccord1: 'warm spicy',
      mainaccord2: 'vanilla',
      mainaccord3: 'NA',
      url: 'https://www.fragrantica.com/x',
    };
    const { perfumes } = parseCatalogueRows([row], FRAGRANTICA_MAPPING, 'fragrantica');
    expect(perfumes[0]).toMatchObject({
      brand: 'By Kilian',
      gender: 'unisex',
      brandCountry: 'France',
      ratingValue: 8.5,
      ratingCount: 1200,
      accords: ['Warm Spicy', 'Vanilla'],
      perfumers: ['Benoist Lapouza'],
    });
  });
});
