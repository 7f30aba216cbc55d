/**
 * The headings of a safety data sheet: REACH Annex II Part B as amended by Commission Regulation (EU) 2020/878,
 * each section and subsection as that regulation words them.
 */
export const SDS_HEADINGS: ReadonlyArray<[number, string, ReadonlyArray<[string, string]>]> = [
  [
    1,
    'Identification of the substance/mixture and of the company/undertaking',
    [
      ['1.1', 'Product identifier'],
      ['1.2', 'Relevant identified uses of the substance or mixture and uses advised against'],
      ['1.3', 'Details of the supplier of the safety data sheet'],
      ['1.4', 'Emergency telephone number'],
    ],
  ],
  [
    2,
    'Hazards identification',
    [
      ['2.1', 'Classification of the substance or mixture'],
      ['2.2', 'Label elements'],
      ['2.3', 'Other hazards'],
    ],
  ],
  [3, 'Composition/information on ingredients', [['3.2', 'Mixtures']]],
  [
    4,
    'First aid measures',
    [
      ['4.1', 'Description of first aid measures'],
      ['4.2', 'Most important symptoms and effects, both acute and delayed'],
      ['4.3', 'Indication of any immediate medical attention and special treatment needed'],
    ],
  ],
  [
    5,
    'Firefighting measures',
    [
      ['5.1', 'Extinguishing media'],
      ['5.2', 'Special hazards arising from the substance or mixture'],
      ['5.3', 'Advice for firefighters'],
    ],
  ],
  [
    6,
    'Accidental release measures',
    [
      ['6.1', 'Personal precautions, protective equipment and emergency procedures'],
      ['6.2', 'Environmental precautions'],
      ['6.3', 'Methods and material for containment and cleaning up'],
      ['6.4', 'Reference to other sections'],
    ],
  ],
  [
    7,
    'Handling and storage',
    [
      ['7.1', 'Precautions for safe handling'],
      ['7.2', 'Conditions for safe storage, including any incompatibilities'],
      ['7.3', 'Specific end use(s)'],
    ],
  ],
  [
    8,
    'Exposure controls/personal protection',
    [
      ['8.1', 'Control parameters'],
      ['8.2', 'Exposure controls'],
    ],
  ],
  [
    9,
    'Physical and chemical properties',
    [
      ['9.1', 'Information on basic physical and chemical properties'],
      ['9.2', 'Other information'],
    ],
  ],
  [
    10,
    'Stability and reactivity',
    [
      ['10.1', 'Reactivity'],
      ['10.2', 'Chemical stability'],
      ['10.3', 'Possibility of hazardous reactions'],
      ['10.4', 'Conditions to avoid'],
      ['10.5', 'Incompatible materials'],
      ['10.6', 'Hazardous decomposition products'],
    ],
  ],
  [
    11,
    'Toxicological information',
    [
      ['11.1', 'Information on hazard classes as defined in Regulation (EC) No 1272/2008'],
      ['11.2', 'Information on other hazards'],
    ],
  ],
  [
    12,
    'Ecological information',
    [
      ['12.1', 'Toxicity'],
      ['12.2', 'Persistence and degradability'],
      ['12.3', 'Bioaccumulative potential'],
      ['12.4', 'Mobility in soil'],
      ['12.5', 'Results of PBT and vPvB assessment'],
      ['12.6', 'Endocrine disrupting properties'],
      ['12.7', 'Other adverse effects'],
    ],
  ],
  [13, 'Disposal considerations', [['13.1', 'Waste treatment methods']]],
  [
    14,
    'Transport information',
    [
      ['14.1', 'UN number or ID number'],
      ['14.2', 'UN proper shipping name'],
      ['14.3', 'Transport hazard class(es)'],
      ['14.4', 'Packing group'],
      ['14.5', 'Environmental hazards'],
      ['14.6', 'Special precautions for user'],
      ['14.7', 'Maritime transport in bulk according to IMO instruments'],
    ],
  ],
  [
    15,
    'Regulatory information',
    [
      ['15.1', 'Safety, health and environmental regulations/legislation specific for the substance or mixture'],
      ['15.2', 'Chemical safety assessment'],
    ],
  ],
  [16, 'Other information', [['16', 'Other information']]],
];
