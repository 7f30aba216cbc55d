export function describeStandardTypes(standard: {
  isProhibition: boolean;
  isRestriction: boolean;
  isSpecification: boolean;
}): string[] {
  return [
    standard.isProhibition && 'Prohibition',
    standard.isRestriction && 'Restriction',
    standard.isSpecification && 'Specification',
  ].filter((type): type is string => Boolean(type));
}
