// The words seed:large draws its people, vehicles, sources and messages from, in rotation.

export const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Luis',
  'Emily',
  'Kevin',
  'Michelle',
  'Brian',
  'Amanda',
  'Jorge',
  'Melissa',
  'Tyler',
  'Nicole',
  'Andre',
  'Priya',
];
// biome-ignore format: a word list
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Patel',
];
// biome-ignore format: a word list
export const VEHICLES: Record<string, string[]> = {
  chevrolet: [
    '2025 Chevrolet Silverado 1500 LT', '2025 Chevrolet Equinox RS', '2025 Chevrolet Tahoe Z71',
    '2025 Chevrolet Trax 2RS', '2025 Chevrolet Corvette Stingray', '2025 Chevrolet Traverse LT',
    '2025 Chevrolet Colorado Trail Boss', '2025 Chevrolet Blazer EV RS', '2024 Chevrolet Malibu LT',
  ],
  hyundai: [
    '2025 Hyundai Palisade Calligraphy', '2025 Hyundai Tucson Hybrid SEL', '2025 Hyundai Ioniq 5 SEL',
    '2025 Hyundai Kona N Line', '2025 Hyundai Santa Fe XRT', '2025 Hyundai Ioniq 6 Limited',
    '2025 Hyundai Elantra SEL', '2025 Hyundai Santa Cruz XRT', '2025 Hyundai Sonata SEL',
  ],
  ford: [
    '2025 Ford F-150 XLT', '2025 Ford Bronco Badlands', '2025 Ford Explorer ST', '2025 Ford Mustang GT',
    '2025 Ford Escape Hybrid', '2025 Ford Maverick Lariat', '2025 Ford Mustang Mach-E', '2025 Ford Ranger XLT',
    '2025 Ford Expedition Platinum',
  ],
  other: ['Used sedan', 'Used SUV', 'Certified pre-owned truck'],
};
/** Weighted by how often each channel brings leads to a dealer group. */
// biome-ignore format: a word list
export const SOURCES = ['facebook', 'facebook', 'facebook', 'instagram', 'instagram', 'google', 'google', 'website',
  'website', 'tiktok', 'youtube', 'adf'];
// biome-ignore format: a word list
export const AI_LINES = [
  'Hi %s! Thanks for your interest in the %s. Would you like to come in for a test drive this week?',
  'Great question, %s. The %s is in stock in several colours. What day works best for a visit?',
  'Thanks %s! I have noted your questions about the %s. Shall I hold a time for you on Saturday?',
  'Hi %s, just checking in about the %s. Happy to answer anything about trims, features or availability.',
];
// biome-ignore format: a word list
export const CUSTOMER_LINES = [
  'Hi, is the %2$s still available? What colours do you have?',
  'Can I come by Saturday morning to see the %2$s?',
  'What financing options do you have on the %2$s?',
  'I have a trade-in, a 2017 sedan. Can we talk about it when I come in?',
];
// biome-ignore format: a word list
export const AGENT_LINES = [
  'Hi %s, this is Sam from the sales team. I will have the %s ready for you when you arrive.',
  'Thanks %s, I have passed your trade-in details to our appraiser. See you soon!',
];
