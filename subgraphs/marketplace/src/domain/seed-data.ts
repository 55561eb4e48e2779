export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  icon: string;
}

export interface SeedPlan {
  id: string;
  name: string;
  monthlyLimit: number;
  price: number;
  tier: 'free' | 'pro' | 'enterprise';
}

export interface SeedApi {
  id: string;
  name: string;
  description: string;
  category: string;
  version: string;
  pricingModel: 'free' | 'freemium' | 'subscription' | 'pay_as_you_go';
  basePrice: number;
  tags: string[];
  endpointsCount: number;
  avgLatencyMs: number;
  uptime: number;
  popularity: number;
  status: 'active' | 'beta' | 'deprecated';
  createdAt: string;
  plans: SeedPlan[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'ai-ml',
    name: 'AI & Machine Learning',
    description: 'Language, vision and speech models, embeddings and agent infrastructure served over simple HTTP APIs.',
    icon: 'brain',
  },
  {
    slug: 'data',
    name: 'Data & Enrichment',
    description: 'Structured datasets, enrichment lookups and validation services that keep your records accurate and complete.',
    icon: 'database',
  },
  {
    slug: 'finance',
    name: 'Finance & Payments',
    description: 'Market data, currency conversion, payment processing and compliance checks for financial products.',
    icon: 'credit-card',
  },
  {
    slug: 'communication',
    name: 'Communication',
    description: 'Reliable delivery of SMS, email, voice and push messages to customers around the world.',
    icon: 'message',
  },
  {
    slug: 'geo',
    name: 'Maps & Location',
    description: 'Geocoding, routing, IP geolocation and map rendering for location-aware applications.',
    icon: 'map-pin',
  },
  {
    slug: 'devtools',
    name: 'Developer Tools',
    description: 'Utilities that automate the plumbing of modern software, from scheduled jobs to document rendering.',
    icon: 'code',
  },
  {
    slug: 'security',
    name: 'Security & Identity',
    description: 'Threat intelligence, vulnerability detection and bot protection to keep users and infrastructure safe.',
    icon: 'shield',
  },
  {
    slug: 'commerce',
    name: 'E-commerce',
    description: 'Product search, shipping, tax and inventory services for online stores and marketplaces.',
    icon: 'shopping-cart',
  },
  {
    slug: 'media',
    name: 'Media & Content',
    description: 'Image, audio and video processing, moderation and transformation at scale.',
    icon: 'film',
  },
];

export const SEED_APIS: SeedApi[] = [
  // ---------------------------------------------------------------- ai-ml
  {
    id: 'memory-api',
    name: 'Memory API',
    description:
      'Long-term semantic memory for AI agents: organise memories into stores, write them once and recall the most relevant ones '
      + 'with semantic search. Recall is bounded by a token budget and works across more than 50 languages.',
    category: 'ai-ml',
    version: '1.0.0',
    pricingModel: 'freemium',
    basePrice: 49,
    tags: ['memory', 'embeddings', 'semantic-search', 'agents', 'multilingual'],
    endpointsCount: 9,
    avgLatencyMs: 85,
    uptime: 99.95,
    popularity: 48210,
    status: 'active',
    createdAt: '2026-09-15T09:00:00.000Z',
    plans: [
      { id: 'memory-api-free', name: 'Free', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'memory-api-pro', name: 'Pro', monthlyLimit: 1000000, price: 49, tier: 'pro' },
      { id: 'memory-api-enterprise', name: 'Enterprise', monthlyLimit: 50000000, price: 999, tier: 'enterprise' },
    ],
  },
  {
    id: 'ai-neural-text-translation',
    name: 'Neural Text Translation',
    description:
      'Translate short texts between 120 languages with transformer models tuned for product and support content. '
      + 'Supports automatic source language detection and custom glossaries.',
    category: 'ai-ml',
    version: '3.2.1',
    pricingModel: 'pay_as_you_go',
    basePrice: 19,
    tags: ['translation', 'nlp', 'languages', 'localization', 'multilingual'],
    endpointsCount: 6,
    avgLatencyMs: 140,
    uptime: 99.93,
    popularity: 61873,
    status: 'active',
    createdAt: '2023-04-18T14:20:00.000Z',
    plans: [
      { id: 'ai-neural-text-translation-free', name: 'Free', monthlyLimit: 50000, price: 0, tier: 'free' },
      { id: 'ai-neural-text-translation-pro', name: 'Pro', monthlyLimit: 5000000, price: 19, tier: 'pro' },
      { id: 'ai-neural-text-translation-enterprise', name: 'Enterprise', monthlyLimit: 200000000, price: 799, tier: 'enterprise' },
    ],
  },
  {
    id: 'ai-document-translation',
    name: 'Document Translation',
    description:
      'Translate entire DOCX, PPTX and PDF files while preserving layout, fonts and embedded images. '
      + 'Jobs run asynchronously and notify you by webhook when the translated document is ready.',
    category: 'ai-ml',
    version: '2.0.4',
    pricingModel: 'subscription',
    basePrice: 39,
    tags: ['translation', 'documents', 'pdf', 'localization'],
    endpointsCount: 5,
    avgLatencyMs: 2400,
    uptime: 99.9,
    popularity: 12457,
    status: 'active',
    createdAt: '2023-11-02T08:45:00.000Z',
    plans: [
      { id: 'ai-document-translation-pro', name: 'Pro', monthlyLimit: 2000, price: 39, tier: 'pro' },
      { id: 'ai-document-translation-business', name: 'Business', monthlyLimit: 20000, price: 249, tier: 'pro' },
      { id: 'ai-document-translation-enterprise', name: 'Enterprise', monthlyLimit: 250000, price: 1490, tier: 'enterprise' },
    ],
  },
  {
    id: 'ai-sentiment-analysis',
    name: 'Sentiment Analysis',
    description:
      'Score the sentiment and emotion of reviews, tickets and social posts on a scale from -1 to 1. '
      + 'Aspect-level results tell you which product features customers love or hate.',
    category: 'ai-ml',
    version: '2.6.0',
    pricingModel: 'freemium',
    basePrice: 29,
    tags: ['nlp', 'sentiment', 'text-analysis', 'reviews'],
    endpointsCount: 4,
    avgLatencyMs: 65,
    uptime: 99.96,
    popularity: 33902,
    status: 'active',
    createdAt: '2023-02-09T10:10:00.000Z',
    plans: [
      { id: 'ai-sentiment-analysis-free', name: 'Free', monthlyLimit: 20000, price: 0, tier: 'free' },
      { id: 'ai-sentiment-analysis-pro', name: 'Pro', monthlyLimit: 2000000, price: 29, tier: 'pro' },
      { id: 'ai-sentiment-analysis-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 690, tier: 'enterprise' },
    ],
  },
  {
    id: 'ai-text-embeddings',
    name: 'Text Embeddings',
    description:
      'Turn sentences and paragraphs into dense vectors for semantic search, clustering and retrieval-augmented generation. '
      + 'Choose between compact 384-dimension and high-accuracy 1024-dimension multilingual models.',
    category: 'ai-ml',
    version: '1.8.3',
    pricingModel: 'pay_as_you_go',
    basePrice: 15,
    tags: ['embeddings', 'vectors', 'semantic-search', 'rag', 'nlp'],
    endpointsCount: 3,
    avgLatencyMs: 48,
    uptime: 99.97,
    popularity: 57311,
    status: 'active',
    createdAt: '2024-01-22T16:00:00.000Z',
    plans: [
      { id: 'ai-text-embeddings-free', name: 'Free', monthlyLimit: 100000, price: 0, tier: 'free' },
      { id: 'ai-text-embeddings-pro', name: 'Pro', monthlyLimit: 10000000, price: 15, tier: 'pro' },
      { id: 'ai-text-embeddings-enterprise', name: 'Enterprise', monthlyLimit: 1000000000, price: 1200, tier: 'enterprise' },
    ],
  },
  {
    id: 'ai-speech-to-text',
    name: 'Speech to Text',
    description:
      'Accurate transcription of calls, meetings and voice notes with speaker diarization and word-level timestamps. '
      + 'Streams partial results over WebSocket for live captioning.',
    category: 'ai-ml',
    version: '4.1.0',
    pricingModel: 'pay_as_you_go',
    basePrice: 25,
    tags: ['speech', 'transcription', 'audio', 'asr'],
    endpointsCount: 7,
    avgLatencyMs: 320,
    uptime: 99.92,
    popularity: 40188,
    status: 'active',
    createdAt: '2023-06-30T12:30:00.000Z',
    plans: [
      { id: 'ai-speech-to-text-free', name: 'Free', monthlyLimit: 300, price: 0, tier: 'free' },
      { id: 'ai-speech-to-text-pro', name: 'Pro', monthlyLimit: 50000, price: 25, tier: 'pro' },
      { id: 'ai-speech-to-text-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 1100, tier: 'enterprise' },
    ],
  },
  {
    id: 'ai-named-entity-recognition',
    name: 'Named Entity Recognition',
    description:
      'Extract people, organisations, locations, dates and amounts from unstructured text in 30 languages. '
      + 'Entities are linked to Wikidata identifiers when a confident match exists.',
    category: 'ai-ml',
    version: '1.3.7',
    pricingModel: 'freemium',
    basePrice: 19,
    tags: ['nlp', 'entities', 'extraction', 'multilingual'],
    endpointsCount: 2,
    avgLatencyMs: 72,
    uptime: 99.94,
    popularity: 9734,
    status: 'active',
    createdAt: '2024-05-07T09:15:00.000Z',
    plans: [
      { id: 'ai-named-entity-recognition-free', name: 'Free', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'ai-named-entity-recognition-pro', name: 'Pro', monthlyLimit: 1000000, price: 19, tier: 'pro' },
      { id: 'ai-named-entity-recognition-enterprise', name: 'Enterprise', monthlyLimit: 50000000, price: 590, tier: 'enterprise' },
    ],
  },
  {
    id: 'ai-text-summarization',
    name: 'Text Summarization',
    description:
      'Condense articles, transcripts and long email threads into bullet points or a short abstract of configurable length. '
      + 'Summaries can be produced in a different language from the source text.',
    category: 'ai-ml',
    version: '0.9.2',
    pricingModel: 'freemium',
    basePrice: 29,
    tags: ['nlp', 'summarization', 'llm', 'text-analysis'],
    endpointsCount: 3,
    avgLatencyMs: 1350,
    uptime: 99.5,
    popularity: 4821,
    status: 'beta',
    createdAt: '2026-06-11T13:40:00.000Z',
    plans: [
      { id: 'ai-text-summarization-free', name: 'Free', monthlyLimit: 1000, price: 0, tier: 'free' },
      { id: 'ai-text-summarization-pro', name: 'Pro', monthlyLimit: 100000, price: 29, tier: 'pro' },
      { id: 'ai-text-summarization-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 890, tier: 'enterprise' },
    ],
  },

  // ----------------------------------------------------------------- data
  {
    id: 'data-web-scraper',
    name: 'Web Scraper',
    description:
      'Fetch any public web page through rotating residential proxies with headless browser rendering. '
      + 'Returns raw HTML, cleaned text or structured fields extracted with CSS selectors.',
    category: 'data',
    version: '5.3.0',
    pricingModel: 'pay_as_you_go',
    basePrice: 29,
    tags: ['scraping', 'crawler', 'html', 'proxies'],
    endpointsCount: 4,
    avgLatencyMs: 1800,
    uptime: 99.8,
    popularity: 52640,
    status: 'active',
    createdAt: '2023-01-16T11:00:00.000Z',
    plans: [
      { id: 'data-web-scraper-free', name: 'Free', monthlyLimit: 1000, price: 0, tier: 'free' },
      { id: 'data-web-scraper-pro', name: 'Pro', monthlyLimit: 250000, price: 29, tier: 'pro' },
      { id: 'data-web-scraper-business', name: 'Business', monthlyLimit: 2000000, price: 199, tier: 'pro' },
      { id: 'data-web-scraper-enterprise', name: 'Enterprise', monthlyLimit: 20000000, price: 999, tier: 'enterprise' },
    ],
  },
  {
    id: 'data-company-enrichment',
    name: 'Company Enrichment',
    description:
      'Look up a domain and get the company name, industry, headcount, funding and social profiles. '
      + 'Data is refreshed weekly from registries, filings and public web sources.',
    category: 'data',
    version: '2.2.5',
    pricingModel: 'subscription',
    basePrice: 99,
    tags: ['enrichment', 'b2b', 'companies', 'crm'],
    endpointsCount: 5,
    avgLatencyMs: 210,
    uptime: 99.9,
    popularity: 14385,
    status: 'active',
    createdAt: '2023-08-21T15:25:00.000Z',
    plans: [
      { id: 'data-company-enrichment-pro', name: 'Pro', monthlyLimit: 5000, price: 99, tier: 'pro' },
      { id: 'data-company-enrichment-business', name: 'Business', monthlyLimit: 50000, price: 399, tier: 'pro' },
      { id: 'data-company-enrichment-enterprise', name: 'Enterprise', monthlyLimit: 1000000, price: 2500, tier: 'enterprise' },
    ],
  },
  {
    id: 'data-email-validation',
    name: 'Email Validation',
    description:
      'Check whether an email address is deliverable using syntax, MX and SMTP mailbox verification. '
      + 'Flags disposable, role-based and catch-all addresses before they hurt your sender reputation.',
    category: 'data',
    version: '3.0.2',
    pricingModel: 'freemium',
    basePrice: 15,
    tags: ['email', 'validation', 'deliverability', 'data-quality'],
    endpointsCount: 3,
    avgLatencyMs: 390,
    uptime: 99.95,
    popularity: 45027,
    status: 'active',
    createdAt: '2023-03-03T07:50:00.000Z',
    plans: [
      { id: 'data-email-validation-free', name: 'Free', monthlyLimit: 1000, price: 0, tier: 'free' },
      { id: 'data-email-validation-pro', name: 'Pro', monthlyLimit: 100000, price: 15, tier: 'pro' },
      { id: 'data-email-validation-enterprise', name: 'Enterprise', monthlyLimit: 10000000, price: 490, tier: 'enterprise' },
    ],
  },
  {
    id: 'data-public-holidays',
    name: 'Public Holidays',
    description:
      'National and regional public holidays for 110 countries, including observed dates and bridge days. '
      + 'Useful for scheduling, payroll and delivery date estimates.',
    category: 'data',
    version: '1.5.0',
    pricingModel: 'free',
    basePrice: 0,
    tags: ['holidays', 'calendar', 'countries', 'scheduling'],
    endpointsCount: 4,
    avgLatencyMs: 22,
    uptime: 99.99,
    popularity: 27593,
    status: 'active',
    createdAt: '2023-05-12T10:05:00.000Z',
    plans: [
      { id: 'data-public-holidays-free', name: 'Free', monthlyLimit: 100000, price: 0, tier: 'free' },
      { id: 'data-public-holidays-enterprise', name: 'Enterprise', monthlyLimit: 10000000, price: 99, tier: 'enterprise' },
    ],
  },
  {
    id: 'data-weather-forecast',
    name: 'Weather Forecast',
    description:
      'Hourly and 14-day weather forecasts for any coordinate, built from a blend of global and regional models. '
      + 'Includes precipitation probability, wind gusts, UV index and severe weather alerts.',
    category: 'data',
    version: '2.9.1',
    pricingModel: 'freemium',
    basePrice: 19,
    tags: ['weather', 'forecast', 'climate', 'alerts'],
    endpointsCount: 6,
    avgLatencyMs: 58,
    uptime: 99.97,
    popularity: 71264,
    status: 'active',
    createdAt: '2023-02-27T06:30:00.000Z',
    plans: [
      { id: 'data-weather-forecast-free', name: 'Free', monthlyLimit: 30000, price: 0, tier: 'free' },
      { id: 'data-weather-forecast-pro', name: 'Pro', monthlyLimit: 3000000, price: 19, tier: 'pro' },
      { id: 'data-weather-forecast-enterprise', name: 'Enterprise', monthlyLimit: 300000000, price: 649, tier: 'enterprise' },
    ],
  },
  {
    id: 'data-news-search',
    name: 'News Search',
    description:
      'Search millions of news articles from 40,000 publishers by keyword, entity, language and date range. '
      + 'Each article comes with extracted topics, sentiment and a canonical source URL.',
    category: 'data',
    version: '2.1.3',
    pricingModel: 'subscription',
    basePrice: 49,
    tags: ['news', 'search', 'media-monitoring', 'articles'],
    endpointsCount: 5,
    avgLatencyMs: 260,
    uptime: 99.85,
    popularity: 18776,
    status: 'active',
    createdAt: '2024-02-14T12:00:00.000Z',
    plans: [
      { id: 'data-news-search-starter', name: 'Starter', monthlyLimit: 500, price: 0, tier: 'free' },
      { id: 'data-news-search-pro', name: 'Pro', monthlyLimit: 100000, price: 49, tier: 'pro' },
      { id: 'data-news-search-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 1290, tier: 'enterprise' },
    ],
  },

  // -------------------------------------------------------------- finance
  {
    id: 'finance-currency-exchange-rates',
    name: 'Currency Exchange Rates',
    description:
      'Real-time and historical exchange rates for 170 currencies sourced from central banks and liquidity providers. '
      + 'Includes a conversion endpoint and daily time series back to 1999.',
    category: 'finance',
    version: '4.4.0',
    pricingModel: 'freemium',
    basePrice: 12,
    tags: ['currency', 'exchange-rates', 'forex', 'conversion'],
    endpointsCount: 5,
    avgLatencyMs: 31,
    uptime: 99.99,
    popularity: 89412,
    status: 'active',
    createdAt: '2023-01-05T09:00:00.000Z',
    plans: [
      { id: 'finance-currency-exchange-rates-free', name: 'Free', monthlyLimit: 1500, price: 0, tier: 'free' },
      { id: 'finance-currency-exchange-rates-pro', name: 'Pro', monthlyLimit: 500000, price: 12, tier: 'pro' },
      { id: 'finance-currency-exchange-rates-business', name: 'Business', monthlyLimit: 5000000, price: 79, tier: 'pro' },
      { id: 'finance-currency-exchange-rates-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 499, tier: 'enterprise' },
    ],
  },
  {
    id: 'finance-stock-market-quotes',
    name: 'Stock Market Quotes',
    description:
      'Delayed and real-time quotes, OHLC candles and corporate actions for equities on 60 global exchanges. '
      + 'Historical end-of-day prices are available for more than 30 years.',
    category: 'finance',
    version: '3.7.2',
    pricingModel: 'subscription',
    basePrice: 29,
    tags: ['stocks', 'market-data', 'quotes', 'trading'],
    endpointsCount: 12,
    avgLatencyMs: 44,
    uptime: 99.96,
    popularity: 63058,
    status: 'active',
    createdAt: '2023-03-20T13:00:00.000Z',
    plans: [
      { id: 'finance-stock-market-quotes-pro', name: 'Pro', monthlyLimit: 1000000, price: 29, tier: 'pro' },
      { id: 'finance-stock-market-quotes-business', name: 'Business', monthlyLimit: 10000000, price: 199, tier: 'pro' },
      { id: 'finance-stock-market-quotes-enterprise', name: 'Enterprise', monthlyLimit: 500000000, price: 1999, tier: 'enterprise' },
    ],
  },
  {
    id: 'finance-crypto-prices',
    name: 'Crypto Prices',
    description:
      'Aggregated spot prices, volumes and market capitalisation for 9,000 crypto assets across 200 exchanges. '
      + 'Updated every 10 seconds with volume-weighted averages.',
    category: 'finance',
    version: '2.3.0',
    pricingModel: 'freemium',
    basePrice: 24,
    tags: ['crypto', 'bitcoin', 'market-data', 'prices'],
    endpointsCount: 8,
    avgLatencyMs: 53,
    uptime: 99.9,
    popularity: 38445,
    status: 'active',
    createdAt: '2023-09-08T18:10:00.000Z',
    plans: [
      { id: 'finance-crypto-prices-free', name: 'Free', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'finance-crypto-prices-pro', name: 'Pro', monthlyLimit: 1000000, price: 24, tier: 'pro' },
      { id: 'finance-crypto-prices-enterprise', name: 'Enterprise', monthlyLimit: 50000000, price: 899, tier: 'enterprise' },
    ],
  },
  {
    id: 'finance-iban-validation',
    name: 'IBAN Validation',
    description:
      'Validate IBANs and account numbers and resolve the bank name, BIC and SEPA reachability. '
      + 'Catches typos before a payment is submitted and fails.',
    category: 'finance',
    version: '1.2.4',
    pricingModel: 'freemium',
    basePrice: 9,
    tags: ['iban', 'banking', 'validation', 'sepa'],
    endpointsCount: 2,
    avgLatencyMs: 18,
    uptime: 99.98,
    popularity: 16207,
    status: 'active',
    createdAt: '2023-07-11T08:00:00.000Z',
    plans: [
      { id: 'finance-iban-validation-free', name: 'Free', monthlyLimit: 2000, price: 0, tier: 'free' },
      { id: 'finance-iban-validation-pro', name: 'Pro', monthlyLimit: 200000, price: 9, tier: 'pro' },
      { id: 'finance-iban-validation-enterprise', name: 'Enterprise', monthlyLimit: 20000000, price: 299, tier: 'enterprise' },
    ],
  },
  {
    id: 'finance-invoice-generation',
    name: 'Invoice Generation',
    description:
      'Create tax-compliant PDF invoices from JSON in 25 languages with your logo and numbering scheme. '
      + 'Supports e-invoicing formats such as ZUGFeRD and Peppol UBL.',
    category: 'finance',
    version: '2.0.0',
    pricingModel: 'subscription',
    basePrice: 19,
    tags: ['invoices', 'pdf', 'billing', 'e-invoicing'],
    endpointsCount: 6,
    avgLatencyMs: 480,
    uptime: 99.9,
    popularity: 7912,
    status: 'active',
    createdAt: '2024-04-03T10:45:00.000Z',
    plans: [
      { id: 'finance-invoice-generation-starter', name: 'Starter', monthlyLimit: 100, price: 0, tier: 'free' },
      { id: 'finance-invoice-generation-pro', name: 'Pro', monthlyLimit: 5000, price: 19, tier: 'pro' },
      { id: 'finance-invoice-generation-enterprise', name: 'Enterprise', monthlyLimit: 500000, price: 590, tier: 'enterprise' },
    ],
  },
  {
    id: 'finance-payment-processing',
    name: 'Payment Processing',
    description:
      'Accept cards, wallets and local payment methods through a single API with built-in 3-D Secure. '
      + 'Payouts, refunds and disputes are exposed as idempotent resources with webhook notifications.',
    category: 'finance',
    version: '6.2.0',
    pricingModel: 'pay_as_you_go',
    basePrice: 49,
    tags: ['payments', 'cards', 'checkout', 'refunds', 'webhooks'],
    endpointsCount: 34,
    avgLatencyMs: 230,
    uptime: 99.99,
    popularity: 94630,
    status: 'active',
    createdAt: '2023-01-10T15:00:00.000Z',
    plans: [
      { id: 'finance-payment-processing-free', name: 'Free', monthlyLimit: 500, price: 0, tier: 'free' },
      { id: 'finance-payment-processing-pro', name: 'Pro', monthlyLimit: 100000, price: 49, tier: 'pro' },
      { id: 'finance-payment-processing-enterprise', name: 'Enterprise', monthlyLimit: 20000000, price: 2490, tier: 'enterprise' },
    ],
  },
  {
    id: 'finance-vat-number-validation',
    name: 'VAT Number Validation',
    description:
      'Verify EU, UK and Swiss VAT numbers against official registries and return the registered company name and address. '
      + 'Every check is stored with a consultation number for audit purposes.',
    category: 'finance',
    version: '1.6.1',
    pricingModel: 'freemium',
    basePrice: 14,
    tags: ['vat', 'tax', 'validation', 'compliance'],
    endpointsCount: 3,
    avgLatencyMs: 610,
    uptime: 99.7,
    popularity: 11093,
    status: 'active',
    createdAt: '2023-10-19T09:30:00.000Z',
    plans: [
      { id: 'finance-vat-number-validation-free', name: 'Free', monthlyLimit: 1000, price: 0, tier: 'free' },
      { id: 'finance-vat-number-validation-pro', name: 'Pro', monthlyLimit: 100000, price: 14, tier: 'pro' },
      { id: 'finance-vat-number-validation-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 349, tier: 'enterprise' },
    ],
  },

  // -------------------------------------------------------- communication
  {
    id: 'comm-sms-delivery',
    name: 'SMS Delivery',
    description:
      'Send transactional and marketing SMS to 200 countries with automatic carrier routing and delivery receipts. '
      + 'Unicode, long messages and two-way conversations are supported.',
    category: 'communication',
    version: '3.5.4',
    pricingModel: 'pay_as_you_go',
    basePrice: 20,
    tags: ['sms', 'messaging', 'notifications', 'otp'],
    endpointsCount: 8,
    avgLatencyMs: 120,
    uptime: 99.97,
    popularity: 81377,
    status: 'active',
    createdAt: '2023-01-24T11:30:00.000Z',
    plans: [
      { id: 'comm-sms-delivery-free', name: 'Free', monthlyLimit: 100, price: 0, tier: 'free' },
      { id: 'comm-sms-delivery-pro', name: 'Pro', monthlyLimit: 50000, price: 20, tier: 'pro' },
      { id: 'comm-sms-delivery-enterprise', name: 'Enterprise', monthlyLimit: 10000000, price: 1500, tier: 'enterprise' },
    ],
  },
  {
    id: 'comm-transactional-email',
    name: 'Transactional Email',
    description:
      'Deliver password resets, receipts and alerts with high inbox placement and dedicated IP options. '
      + 'Templates, open and click tracking and bounce handling are included.',
    category: 'communication',
    version: '4.0.3',
    pricingModel: 'freemium',
    basePrice: 15,
    tags: ['email', 'smtp', 'templates', 'notifications'],
    endpointsCount: 14,
    avgLatencyMs: 95,
    uptime: 99.98,
    popularity: 76941,
    status: 'active',
    createdAt: '2023-02-01T09:20:00.000Z',
    plans: [
      { id: 'comm-transactional-email-free', name: 'Free', monthlyLimit: 3000, price: 0, tier: 'free' },
      { id: 'comm-transactional-email-pro', name: 'Pro', monthlyLimit: 100000, price: 15, tier: 'pro' },
      { id: 'comm-transactional-email-business', name: 'Business', monthlyLimit: 1500000, price: 90, tier: 'pro' },
      { id: 'comm-transactional-email-enterprise', name: 'Enterprise', monthlyLimit: 50000000, price: 1200, tier: 'enterprise' },
    ],
  },
  {
    id: 'comm-push-notifications',
    name: 'Push Notifications',
    description:
      'One API for iOS, Android and web push with audience segments, scheduling and per-device delivery status. '
      + 'Handles token refresh and provider credentials for you.',
    category: 'communication',
    version: '2.4.0',
    pricingModel: 'freemium',
    basePrice: 29,
    tags: ['push', 'mobile', 'notifications', 'web-push'],
    endpointsCount: 10,
    avgLatencyMs: 75,
    uptime: 99.95,
    popularity: 34718,
    status: 'active',
    createdAt: '2023-06-06T14:00:00.000Z',
    plans: [
      { id: 'comm-push-notifications-free', name: 'Free', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'comm-push-notifications-pro', name: 'Pro', monthlyLimit: 2000000, price: 29, tier: 'pro' },
      { id: 'comm-push-notifications-enterprise', name: 'Enterprise', monthlyLimit: 200000000, price: 990, tier: 'enterprise' },
    ],
  },
  {
    id: 'comm-voice-calls',
    name: 'Programmable Voice Calls',
    description:
      'Place and receive phone calls, play text-to-speech prompts and collect keypad input with call flows defined in JSON. '
      + 'Recordings and call detail records are available via the API.',
    category: 'communication',
    version: '2.8.5',
    pricingModel: 'pay_as_you_go',
    basePrice: 35,
    tags: ['voice', 'telephony', 'ivr', 'calls'],
    endpointsCount: 16,
    avgLatencyMs: 180,
    uptime: 99.93,
    popularity: 22861,
    status: 'active',
    createdAt: '2023-04-27T16:45:00.000Z',
    plans: [
      { id: 'comm-voice-calls-free', name: 'Free', monthlyLimit: 60, price: 0, tier: 'free' },
      { id: 'comm-voice-calls-pro', name: 'Pro', monthlyLimit: 20000, price: 35, tier: 'pro' },
      { id: 'comm-voice-calls-enterprise', name: 'Enterprise', monthlyLimit: 2000000, price: 1800, tier: 'enterprise' },
    ],
  },
  {
    id: 'comm-whatsapp-messaging',
    name: 'WhatsApp Business Messaging',
    description:
      'Send template and session messages through the WhatsApp Business Platform, including media and interactive buttons. '
      + 'Inbound messages are forwarded to your webhook in a normalised format.',
    category: 'communication',
    version: '1.9.0',
    pricingModel: 'subscription',
    basePrice: 39,
    tags: ['whatsapp', 'messaging', 'chat', 'customer-support'],
    endpointsCount: 9,
    avgLatencyMs: 150,
    uptime: 99.9,
    popularity: 29174,
    status: 'active',
    createdAt: '2024-03-18T10:00:00.000Z',
    plans: [
      { id: 'comm-whatsapp-messaging-pro', name: 'Pro', monthlyLimit: 10000, price: 39, tier: 'pro' },
      { id: 'comm-whatsapp-messaging-business', name: 'Business', monthlyLimit: 100000, price: 249, tier: 'pro' },
      { id: 'comm-whatsapp-messaging-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 1990, tier: 'enterprise' },
    ],
  },
  {
    id: 'comm-phone-number-lookup',
    name: 'Phone Number Lookup',
    description:
      'Validate and format phone numbers and identify the carrier, line type and country of origin. '
      + 'Detects VoIP and ported numbers to reduce fraud at sign-up.',
    category: 'communication',
    version: '2.2.0',
    pricingModel: 'freemium',
    basePrice: 10,
    tags: ['phone', 'validation', 'carrier', 'fraud-prevention'],
    endpointsCount: 2,
    avgLatencyMs: 110,
    uptime: 99.94,
    popularity: 19532,
    status: 'active',
    createdAt: '2023-08-02T07:15:00.000Z',
    plans: [
      { id: 'comm-phone-number-lookup-free', name: 'Free', monthlyLimit: 500, price: 0, tier: 'free' },
      { id: 'comm-phone-number-lookup-pro', name: 'Pro', monthlyLimit: 100000, price: 10, tier: 'pro' },
      { id: 'comm-phone-number-lookup-enterprise', name: 'Enterprise', monthlyLimit: 10000000, price: 450, tier: 'enterprise' },
    ],
  },

  // ------------------------------------------------------------------ geo
  {
    id: 'geo-forward-geocoding',
    name: 'Forward Geocoding',
    description:
      'Convert street addresses and place names into latitude and longitude with rooftop accuracy in 90 countries. '
      + 'Results include a confidence score and normalised address components.',
    category: 'geo',
    version: '3.1.0',
    pricingModel: 'freemium',
    basePrice: 25,
    tags: ['geocoding', 'addresses', 'coordinates', 'maps'],
    endpointsCount: 3,
    avgLatencyMs: 62,
    uptime: 99.97,
    popularity: 68920,
    status: 'active',
    createdAt: '2023-02-15T08:40:00.000Z',
    plans: [
      { id: 'geo-forward-geocoding-free', name: 'Free', monthlyLimit: 25000, price: 0, tier: 'free' },
      { id: 'geo-forward-geocoding-pro', name: 'Pro', monthlyLimit: 1000000, price: 25, tier: 'pro' },
      { id: 'geo-forward-geocoding-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 950, tier: 'enterprise' },
    ],
  },
  {
    id: 'geo-reverse-geocoding',
    name: 'Reverse Geocoding',
    description:
      'Turn GPS coordinates into the nearest street address, neighbourhood, city and postal code. '
      + 'Batch mode resolves up to 10,000 points per request for fleet and telematics data.',
    category: 'geo',
    version: '3.1.0',
    pricingModel: 'freemium',
    basePrice: 25,
    tags: ['geocoding', 'reverse-geocoding', 'coordinates', 'addresses'],
    endpointsCount: 2,
    avgLatencyMs: 57,
    uptime: 99.97,
    popularity: 42376,
    status: 'active',
    createdAt: '2023-02-15T08:45:00.000Z',
    plans: [
      { id: 'geo-reverse-geocoding-free', name: 'Free', monthlyLimit: 25000, price: 0, tier: 'free' },
      { id: 'geo-reverse-geocoding-pro', name: 'Pro', monthlyLimit: 1000000, price: 25, tier: 'pro' },
      { id: 'geo-reverse-geocoding-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 950, tier: 'enterprise' },
    ],
  },
  {
    id: 'geo-ip-geolocation',
    name: 'IP Geolocation',
    description:
      'Locate any IPv4 or IPv6 address to country, region, city and time zone, with ASN and connection type. '
      + 'The database is updated daily for accurate localisation and analytics.',
    category: 'geo',
    version: '5.0.1',
    pricingModel: 'freemium',
    basePrice: 10,
    tags: ['ip', 'geolocation', 'asn', 'analytics'],
    endpointsCount: 3,
    avgLatencyMs: 14,
    uptime: 99.99,
    popularity: 98105,
    status: 'active',
    createdAt: '2023-01-03T12:00:00.000Z',
    plans: [
      { id: 'geo-ip-geolocation-free', name: 'Free', monthlyLimit: 50000, price: 0, tier: 'free' },
      { id: 'geo-ip-geolocation-pro', name: 'Pro', monthlyLimit: 5000000, price: 10, tier: 'pro' },
      { id: 'geo-ip-geolocation-enterprise', name: 'Enterprise', monthlyLimit: 1000000000, price: 690, tier: 'enterprise' },
    ],
  },
  {
    id: 'geo-routing-directions',
    name: 'Routing & Directions',
    description:
      'Turn-by-turn directions and travel time estimates for driving, cycling, walking and trucks. '
      + 'Matrix and route optimisation endpoints plan multi-stop deliveries.',
    category: 'geo',
    version: '2.7.3',
    pricingModel: 'pay_as_you_go',
    basePrice: 39,
    tags: ['routing', 'directions', 'navigation', 'logistics', 'maps'],
    endpointsCount: 7,
    avgLatencyMs: 190,
    uptime: 99.94,
    popularity: 36550,
    status: 'active',
    createdAt: '2023-05-30T09:10:00.000Z',
    plans: [
      { id: 'geo-routing-directions-free', name: 'Free', monthlyLimit: 2500, price: 0, tier: 'free' },
      { id: 'geo-routing-directions-pro', name: 'Pro', monthlyLimit: 250000, price: 39, tier: 'pro' },
      { id: 'geo-routing-directions-enterprise', name: 'Enterprise', monthlyLimit: 25000000, price: 1490, tier: 'enterprise' },
    ],
  },
  {
    id: 'geo-timezone-lookup',
    name: 'Time Zone Lookup',
    description:
      'Find the IANA time zone, UTC offset and daylight saving transitions for any coordinate or city. '
      + 'Free for everyone, with a paid plan for guaranteed throughput.',
    category: 'geo',
    version: '1.1.2',
    pricingModel: 'free',
    basePrice: 0,
    tags: ['timezone', 'time', 'coordinates', 'dst'],
    endpointsCount: 2,
    avgLatencyMs: 12,
    uptime: 99.99,
    popularity: 24409,
    status: 'active',
    createdAt: '2023-09-25T06:00:00.000Z',
    plans: [
      { id: 'geo-timezone-lookup-free', name: 'Free', monthlyLimit: 200000, price: 0, tier: 'free' },
      { id: 'geo-timezone-lookup-enterprise', name: 'Enterprise', monthlyLimit: 50000000, price: 149, tier: 'enterprise' },
    ],
  },
  {
    id: 'geo-address-autocomplete',
    name: 'Address Autocomplete',
    description:
      'Suggest complete, verified addresses as users type, backed by the same data as our geocoding services. '
      + 'Cuts checkout friction and failed deliveries caused by mistyped addresses.',
    category: 'geo',
    version: '2.0.6',
    pricingModel: 'freemium',
    basePrice: 29,
    tags: ['autocomplete', 'addresses', 'geocoding', 'checkout'],
    endpointsCount: 2,
    avgLatencyMs: 35,
    uptime: 99.96,
    popularity: 31287,
    status: 'active',
    createdAt: '2024-06-19T11:20:00.000Z',
    plans: [
      { id: 'geo-address-autocomplete-free', name: 'Free', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'geo-address-autocomplete-pro', name: 'Pro', monthlyLimit: 1000000, price: 29, tier: 'pro' },
      { id: 'geo-address-autocomplete-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 990, tier: 'enterprise' },
    ],
  },
  {
    id: 'geo-static-maps',
    name: 'Static Maps',
    description:
      'Render map images with markers, paths and custom styles from a single URL. '
      + 'Superseded by the vector tiles service and scheduled for retirement.',
    category: 'geo',
    version: '1.4.9',
    pricingModel: 'freemium',
    basePrice: 9,
    tags: ['maps', 'images', 'markers', 'rendering'],
    endpointsCount: 1,
    avgLatencyMs: 240,
    uptime: 99.6,
    popularity: 8150,
    status: 'deprecated',
    createdAt: '2023-01-19T10:00:00.000Z',
    plans: [
      { id: 'geo-static-maps-free', name: 'Free', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'geo-static-maps-pro', name: 'Pro', monthlyLimit: 500000, price: 9, tier: 'pro' },
      { id: 'geo-static-maps-enterprise', name: 'Enterprise', monthlyLimit: 20000000, price: 390, tier: 'enterprise' },
    ],
  },

  // ------------------------------------------------------------- devtools
  {
    id: 'devtools-website-screenshot',
    name: 'Website Screenshot',
    description:
      'Capture full-page or viewport screenshots of any URL in PNG, JPEG or WebP using a real Chromium browser. '
      + 'Blocks cookie banners and ads, and supports custom devices and dark mode.',
    category: 'devtools',
    version: '3.3.1',
    pricingModel: 'freemium',
    basePrice: 19,
    tags: ['screenshots', 'headless-browser', 'chromium', 'images'],
    endpointsCount: 2,
    avgLatencyMs: 2100,
    uptime: 99.9,
    popularity: 20947,
    status: 'active',
    createdAt: '2023-07-24T13:35:00.000Z',
    plans: [
      { id: 'devtools-website-screenshot-free', name: 'Free', monthlyLimit: 100, price: 0, tier: 'free' },
      { id: 'devtools-website-screenshot-pro', name: 'Pro', monthlyLimit: 10000, price: 19, tier: 'pro' },
      { id: 'devtools-website-screenshot-enterprise', name: 'Enterprise', monthlyLimit: 1000000, price: 590, tier: 'enterprise' },
    ],
  },
  {
    id: 'devtools-html-to-pdf',
    name: 'HTML to PDF',
    description:
      'Render HTML, Markdown or a URL into print-ready PDF with headers, footers, page numbers and web fonts. '
      + 'Ideal for reports, tickets and contracts generated on the fly.',
    category: 'devtools',
    version: '2.5.0',
    pricingModel: 'freemium',
    basePrice: 24,
    tags: ['pdf', 'html', 'documents', 'rendering'],
    endpointsCount: 3,
    avgLatencyMs: 900,
    uptime: 99.93,
    popularity: 26318,
    status: 'active',
    createdAt: '2023-04-04T15:00:00.000Z',
    plans: [
      { id: 'devtools-html-to-pdf-free', name: 'Free', monthlyLimit: 200, price: 0, tier: 'free' },
      { id: 'devtools-html-to-pdf-pro', name: 'Pro', monthlyLimit: 20000, price: 24, tier: 'pro' },
      { id: 'devtools-html-to-pdf-enterprise', name: 'Enterprise', monthlyLimit: 2000000, price: 690, tier: 'enterprise' },
    ],
  },
  {
    id: 'devtools-url-shortener',
    name: 'URL Shortener',
    description:
      'Create short links on a shared domain and track clicks by referrer and country. '
      + 'No longer accepting new customers; existing links keep redirecting until retirement.',
    category: 'devtools',
    version: '1.8.0',
    pricingModel: 'free',
    basePrice: 0,
    tags: ['links', 'url', 'analytics', 'redirects'],
    endpointsCount: 4,
    avgLatencyMs: 28,
    uptime: 99.8,
    popularity: 5493,
    status: 'deprecated',
    createdAt: '2023-01-08T09:00:00.000Z',
    plans: [
      { id: 'devtools-url-shortener-free', name: 'Free', monthlyLimit: 50000, price: 0, tier: 'free' },
      { id: 'devtools-url-shortener-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 79, tier: 'enterprise' },
    ],
  },
  {
    id: 'devtools-cron-scheduler',
    name: 'Cron Job Scheduler',
    description:
      'Trigger HTTP endpoints on cron schedules or after delays with retries, timeouts and failure alerts. '
      + 'Execution history and response bodies are kept for 30 days.',
    category: 'devtools',
    version: '2.1.1',
    pricingModel: 'freemium',
    basePrice: 9,
    tags: ['cron', 'scheduling', 'jobs', 'automation'],
    endpointsCount: 8,
    avgLatencyMs: 40,
    uptime: 99.98,
    popularity: 13626,
    status: 'active',
    createdAt: '2024-01-09T08:30:00.000Z',
    plans: [
      { id: 'devtools-cron-scheduler-free', name: 'Free', monthlyLimit: 5000, price: 0, tier: 'free' },
      { id: 'devtools-cron-scheduler-pro', name: 'Pro', monthlyLimit: 500000, price: 9, tier: 'pro' },
      { id: 'devtools-cron-scheduler-enterprise', name: 'Enterprise', monthlyLimit: 50000000, price: 299, tier: 'enterprise' },
    ],
  },
  {
    id: 'devtools-webhook-relay',
    name: 'Webhook Relay',
    description:
      'Receive, inspect, transform and fan out webhooks with guaranteed at-least-once delivery. '
      + 'Failed deliveries are retried with exponential backoff and can be replayed from the dashboard.',
    category: 'devtools',
    version: '1.7.4',
    pricingModel: 'subscription',
    basePrice: 29,
    tags: ['webhooks', 'events', 'integration', 'retries'],
    endpointsCount: 11,
    avgLatencyMs: 55,
    uptime: 99.97,
    popularity: 10861,
    status: 'active',
    createdAt: '2024-08-27T14:15:00.000Z',
    plans: [
      { id: 'devtools-webhook-relay-starter', name: 'Starter', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'devtools-webhook-relay-pro', name: 'Pro', monthlyLimit: 1000000, price: 29, tier: 'pro' },
      { id: 'devtools-webhook-relay-business', name: 'Business', monthlyLimit: 10000000, price: 149, tier: 'pro' },
      { id: 'devtools-webhook-relay-enterprise', name: 'Enterprise', monthlyLimit: 200000000, price: 899, tier: 'enterprise' },
    ],
  },
  {
    id: 'devtools-feature-flags',
    name: 'Feature Flags',
    description:
      'Roll out features gradually with percentage rollouts, user targeting and instant kill switches. '
      + 'Flag evaluations are served from the edge with local SDK caching.',
    category: 'devtools',
    version: '0.8.0',
    pricingModel: 'freemium',
    basePrice: 20,
    tags: ['feature-flags', 'rollouts', 'experimentation', 'sdk'],
    endpointsCount: 13,
    avgLatencyMs: 20,
    uptime: 99.7,
    popularity: 3158,
    status: 'beta',
    createdAt: '2026-04-21T10:00:00.000Z',
    plans: [
      { id: 'devtools-feature-flags-free', name: 'Free', monthlyLimit: 100000, price: 0, tier: 'free' },
      { id: 'devtools-feature-flags-pro', name: 'Pro', monthlyLimit: 10000000, price: 20, tier: 'pro' },
      { id: 'devtools-feature-flags-enterprise', name: 'Enterprise', monthlyLimit: 1000000000, price: 750, tier: 'enterprise' },
    ],
  },

  // ------------------------------------------------------------- security
  {
    id: 'sec-vulnerability-scanner',
    name: 'Vulnerability Scanner',
    description:
      'Scan web applications and exposed hosts for OWASP Top 10 issues, misconfigurations and known CVEs. '
      + 'Findings are ranked by severity with remediation guidance and can be exported as SARIF.',
    category: 'security',
    version: '3.4.2',
    pricingModel: 'subscription',
    basePrice: 79,
    tags: ['vulnerabilities', 'cve', 'owasp', 'scanning', 'appsec'],
    endpointsCount: 9,
    avgLatencyMs: 350,
    uptime: 99.9,
    popularity: 17344,
    status: 'active',
    createdAt: '2023-03-14T12:40:00.000Z',
    plans: [
      { id: 'sec-vulnerability-scanner-pro', name: 'Pro', monthlyLimit: 500, price: 79, tier: 'pro' },
      { id: 'sec-vulnerability-scanner-business', name: 'Business', monthlyLimit: 5000, price: 349, tier: 'pro' },
      { id: 'sec-vulnerability-scanner-enterprise', name: 'Enterprise', monthlyLimit: 100000, price: 2990, tier: 'enterprise' },
    ],
  },
  {
    id: 'sec-password-breach-check',
    name: 'Password Breach Check',
    description:
      'Check whether a password or email appears in known data breaches using k-anonymity so secrets never leave your system. '
      + 'Covers more than 12 billion leaked credentials.',
    category: 'security',
    version: '2.0.1',
    pricingModel: 'free',
    basePrice: 0,
    tags: ['passwords', 'breaches', 'credentials', 'k-anonymity'],
    endpointsCount: 2,
    avgLatencyMs: 26,
    uptime: 99.99,
    popularity: 54862,
    status: 'active',
    createdAt: '2023-05-02T09:00:00.000Z',
    plans: [
      { id: 'sec-password-breach-check-free', name: 'Free', monthlyLimit: 1000000, price: 0, tier: 'free' },
      { id: 'sec-password-breach-check-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 199, tier: 'enterprise' },
    ],
  },
  {
    id: 'sec-ip-reputation',
    name: 'IP Reputation',
    description:
      'Score IP addresses for abuse using honeypot data, botnet feeds and proxy, VPN and Tor detection. '
      + 'Block credential stuffing and fake sign-ups in a single lookup.',
    category: 'security',
    version: '2.6.3',
    pricingModel: 'freemium',
    basePrice: 19,
    tags: ['ip', 'threat-intelligence', 'fraud-prevention', 'bots'],
    endpointsCount: 3,
    avgLatencyMs: 19,
    uptime: 99.98,
    popularity: 30451,
    status: 'active',
    createdAt: '2023-08-15T16:20:00.000Z',
    plans: [
      { id: 'sec-ip-reputation-free', name: 'Free', monthlyLimit: 5000, price: 0, tier: 'free' },
      { id: 'sec-ip-reputation-pro', name: 'Pro', monthlyLimit: 1000000, price: 19, tier: 'pro' },
      { id: 'sec-ip-reputation-enterprise', name: 'Enterprise', monthlyLimit: 200000000, price: 790, tier: 'enterprise' },
    ],
  },
  {
    id: 'sec-ssl-certificate-monitor',
    name: 'SSL Certificate Monitor',
    description:
      'Watch your domains for expiring, misissued or weak TLS certificates and get alerted before browsers complain. '
      + 'Also tracks Certificate Transparency logs for unexpected issuance.',
    category: 'security',
    version: '1.4.0',
    pricingModel: 'freemium',
    basePrice: 12,
    tags: ['ssl', 'tls', 'certificates', 'monitoring'],
    endpointsCount: 6,
    avgLatencyMs: 140,
    uptime: 99.95,
    popularity: 6372,
    status: 'active',
    createdAt: '2024-09-10T07:45:00.000Z',
    plans: [
      { id: 'sec-ssl-certificate-monitor-free', name: 'Free', monthlyLimit: 10, price: 0, tier: 'free' },
      { id: 'sec-ssl-certificate-monitor-pro', name: 'Pro', monthlyLimit: 500, price: 12, tier: 'pro' },
      { id: 'sec-ssl-certificate-monitor-enterprise', name: 'Enterprise', monthlyLimit: 20000, price: 249, tier: 'enterprise' },
    ],
  },
  {
    id: 'sec-captcha-verification',
    name: 'CAPTCHA Verification',
    description:
      'Privacy-friendly, invisible bot detection for forms and logins that falls back to an accessible challenge. '
      + 'Verify tokens server-side with a single call.',
    category: 'security',
    version: '2.2.2',
    pricingModel: 'freemium',
    basePrice: 29,
    tags: ['captcha', 'bots', 'forms', 'privacy'],
    endpointsCount: 2,
    avgLatencyMs: 33,
    uptime: 99.99,
    popularity: 46693,
    status: 'active',
    createdAt: '2023-10-05T11:10:00.000Z',
    plans: [
      { id: 'sec-captcha-verification-free', name: 'Free', monthlyLimit: 1000000, price: 0, tier: 'free' },
      { id: 'sec-captcha-verification-pro', name: 'Pro', monthlyLimit: 10000000, price: 29, tier: 'pro' },
      { id: 'sec-captcha-verification-enterprise', name: 'Enterprise', monthlyLimit: 1000000000, price: 1490, tier: 'enterprise' },
    ],
  },
  {
    id: 'sec-secrets-detection',
    name: 'Secrets Detection',
    description:
      'Find leaked API keys, tokens and private keys in source code, logs and commits with 350 detectors. '
      + 'Live verification tells you which secrets are still valid.',
    category: 'security',
    version: '1.9.5',
    pricingModel: 'subscription',
    basePrice: 49,
    tags: ['secrets', 'api-keys', 'devsecops', 'scanning'],
    endpointsCount: 4,
    avgLatencyMs: 420,
    uptime: 99.92,
    popularity: 9108,
    status: 'active',
    createdAt: '2024-07-01T13:00:00.000Z',
    plans: [
      { id: 'sec-secrets-detection-starter', name: 'Starter', monthlyLimit: 1000, price: 0, tier: 'free' },
      { id: 'sec-secrets-detection-pro', name: 'Pro', monthlyLimit: 50000, price: 49, tier: 'pro' },
      { id: 'sec-secrets-detection-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 1190, tier: 'enterprise' },
    ],
  },

  // ------------------------------------------------------------- commerce
  {
    id: 'commerce-product-search',
    name: 'Product Search',
    description:
      'Typo-tolerant product search with facets, synonyms and merchandising rules, returning results in under 50 ms. '
      + 'Index your catalogue through a simple JSON feed.',
    category: 'commerce',
    version: '4.2.0',
    pricingModel: 'subscription',
    basePrice: 49,
    tags: ['search', 'products', 'catalog', 'facets'],
    endpointsCount: 10,
    avgLatencyMs: 24,
    uptime: 99.98,
    popularity: 37219,
    status: 'active',
    createdAt: '2023-06-13T09:50:00.000Z',
    plans: [
      { id: 'commerce-product-search-starter', name: 'Starter', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'commerce-product-search-pro', name: 'Pro', monthlyLimit: 1000000, price: 49, tier: 'pro' },
      { id: 'commerce-product-search-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 1490, tier: 'enterprise' },
    ],
  },
  {
    id: 'commerce-shipping-rates',
    name: 'Shipping Rates',
    description:
      'Compare live shipping rates and delivery estimates across 80 carriers and buy labels in one request. '
      + 'Tracking events are pushed to your webhook as parcels move.',
    category: 'commerce',
    version: '3.0.8',
    pricingModel: 'pay_as_you_go',
    basePrice: 25,
    tags: ['shipping', 'carriers', 'labels', 'tracking', 'logistics'],
    endpointsCount: 15,
    avgLatencyMs: 380,
    uptime: 99.93,
    popularity: 28540,
    status: 'active',
    createdAt: '2023-03-28T14:30:00.000Z',
    plans: [
      { id: 'commerce-shipping-rates-free', name: 'Free', monthlyLimit: 500, price: 0, tier: 'free' },
      { id: 'commerce-shipping-rates-pro', name: 'Pro', monthlyLimit: 50000, price: 25, tier: 'pro' },
      { id: 'commerce-shipping-rates-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 990, tier: 'enterprise' },
    ],
  },
  {
    id: 'commerce-sales-tax-calculation',
    name: 'Sales Tax Calculation',
    description:
      'Calculate sales tax, VAT and GST at checkout for 12,000 jurisdictions based on product category and address. '
      + 'Transactions can be recorded for automated filing.',
    category: 'commerce',
    version: '2.4.6',
    pricingModel: 'subscription',
    basePrice: 59,
    tags: ['tax', 'vat', 'checkout', 'compliance'],
    endpointsCount: 7,
    avgLatencyMs: 70,
    uptime: 99.97,
    popularity: 15863,
    status: 'active',
    createdAt: '2023-11-20T10:25:00.000Z',
    plans: [
      { id: 'commerce-sales-tax-calculation-pro', name: 'Pro', monthlyLimit: 10000, price: 59, tier: 'pro' },
      { id: 'commerce-sales-tax-calculation-business', name: 'Business', monthlyLimit: 100000, price: 299, tier: 'pro' },
      { id: 'commerce-sales-tax-calculation-enterprise', name: 'Enterprise', monthlyLimit: 5000000, price: 1990, tier: 'enterprise' },
    ],
  },
  {
    id: 'commerce-product-recommendations',
    name: 'Product Recommendations',
    description:
      'Personalised "you may also like" and "frequently bought together" recommendations trained on your order history. '
      + 'Models retrain nightly and adapt to new products within hours.',
    category: 'commerce',
    version: '1.6.2',
    pricingModel: 'subscription',
    basePrice: 99,
    tags: ['recommendations', 'personalization', 'products', 'machine-learning'],
    endpointsCount: 5,
    avgLatencyMs: 45,
    uptime: 99.95,
    popularity: 12032,
    status: 'active',
    createdAt: '2024-10-08T12:15:00.000Z',
    plans: [
      { id: 'commerce-product-recommendations-starter', name: 'Starter', monthlyLimit: 5000, price: 0, tier: 'free' },
      { id: 'commerce-product-recommendations-pro', name: 'Pro', monthlyLimit: 500000, price: 99, tier: 'pro' },
      { id: 'commerce-product-recommendations-enterprise', name: 'Enterprise', monthlyLimit: 50000000, price: 2490, tier: 'enterprise' },
    ],
  },
  {
    id: 'commerce-inventory-sync',
    name: 'Inventory Sync',
    description:
      'Keep stock levels consistent across your storefront, marketplaces and warehouses in near real time. '
      + 'Conflicting updates are resolved with configurable priority rules.',
    category: 'commerce',
    version: '0.6.1',
    pricingModel: 'freemium',
    basePrice: 39,
    tags: ['inventory', 'stock', 'marketplaces', 'sync'],
    endpointsCount: 9,
    avgLatencyMs: 160,
    uptime: 99.4,
    popularity: 1874,
    status: 'beta',
    createdAt: '2026-08-04T09:00:00.000Z',
    plans: [
      { id: 'commerce-inventory-sync-free', name: 'Free', monthlyLimit: 5000, price: 0, tier: 'free' },
      { id: 'commerce-inventory-sync-pro', name: 'Pro', monthlyLimit: 500000, price: 39, tier: 'pro' },
      { id: 'commerce-inventory-sync-enterprise', name: 'Enterprise', monthlyLimit: 20000000, price: 990, tier: 'enterprise' },
    ],
  },
  {
    id: 'commerce-barcode-lookup',
    name: 'Barcode Lookup',
    description:
      'Resolve UPC, EAN and ISBN barcodes to product names, brands, images and typical retail prices. '
      + 'The catalogue covers more than 500 million items.',
    category: 'commerce',
    version: '2.0.9',
    pricingModel: 'freemium',
    basePrice: 15,
    tags: ['barcode', 'upc', 'ean', 'products'],
    endpointsCount: 3,
    avgLatencyMs: 80,
    uptime: 99.9,
    popularity: 8874,
    status: 'active',
    createdAt: '2024-11-26T15:40:00.000Z',
    plans: [
      { id: 'commerce-barcode-lookup-free', name: 'Free', monthlyLimit: 1000, price: 0, tier: 'free' },
      { id: 'commerce-barcode-lookup-pro', name: 'Pro', monthlyLimit: 100000, price: 15, tier: 'pro' },
      { id: 'commerce-barcode-lookup-enterprise', name: 'Enterprise', monthlyLimit: 10000000, price: 490, tier: 'enterprise' },
    ],
  },

  // ---------------------------------------------------------------- media
  {
    id: 'media-image-moderation',
    name: 'Image Moderation',
    description:
      'Detect nudity, violence, weapons, drugs and hate symbols in images with per-class confidence scores. '
      + 'Moderate user uploads automatically and send borderline cases to human review.',
    category: 'media',
    version: '3.2.0',
    pricingModel: 'pay_as_you_go',
    basePrice: 29,
    tags: ['moderation', 'images', 'computer-vision', 'trust-safety'],
    endpointsCount: 3,
    avgLatencyMs: 210,
    uptime: 99.95,
    popularity: 25716,
    status: 'active',
    createdAt: '2023-07-05T10:30:00.000Z',
    plans: [
      { id: 'media-image-moderation-free', name: 'Free', monthlyLimit: 2000, price: 0, tier: 'free' },
      { id: 'media-image-moderation-pro', name: 'Pro', monthlyLimit: 200000, price: 29, tier: 'pro' },
      { id: 'media-image-moderation-enterprise', name: 'Enterprise', monthlyLimit: 20000000, price: 1290, tier: 'enterprise' },
    ],
  },
  {
    id: 'media-text-moderation',
    name: 'Text Moderation',
    description:
      'Flag toxic, harassing, sexual and spammy text in chats, comments and usernames across 40 languages. '
      + 'Pairs with Image Moderation for a complete user-generated content pipeline.',
    category: 'media',
    version: '2.1.0',
    pricingModel: 'freemium',
    basePrice: 19,
    tags: ['moderation', 'toxicity', 'text', 'trust-safety', 'multilingual'],
    endpointsCount: 2,
    avgLatencyMs: 60,
    uptime: 99.96,
    popularity: 21438,
    status: 'active',
    createdAt: '2024-02-27T08:20:00.000Z',
    plans: [
      { id: 'media-text-moderation-free', name: 'Free', monthlyLimit: 20000, price: 0, tier: 'free' },
      { id: 'media-text-moderation-pro', name: 'Pro', monthlyLimit: 2000000, price: 19, tier: 'pro' },
      { id: 'media-text-moderation-enterprise', name: 'Enterprise', monthlyLimit: 200000000, price: 790, tier: 'enterprise' },
    ],
  },
  {
    id: 'media-image-optimization',
    name: 'Image Resize & Optimization',
    description:
      'Resize, crop and convert images to AVIF or WebP on the fly through URL parameters, served from a global CDN. '
      + 'Smart cropping keeps faces and subjects in frame.',
    category: 'media',
    version: '4.0.0',
    pricingModel: 'freemium',
    basePrice: 20,
    tags: ['images', 'resize', 'cdn', 'webp', 'performance'],
    endpointsCount: 4,
    avgLatencyMs: 38,
    uptime: 99.99,
    popularity: 58307,
    status: 'active',
    createdAt: '2023-02-20T12:00:00.000Z',
    plans: [
      { id: 'media-image-optimization-free', name: 'Free', monthlyLimit: 25000, price: 0, tier: 'free' },
      { id: 'media-image-optimization-pro', name: 'Pro', monthlyLimit: 2500000, price: 20, tier: 'pro' },
      { id: 'media-image-optimization-enterprise', name: 'Enterprise', monthlyLimit: 250000000, price: 850, tier: 'enterprise' },
    ],
  },
  {
    id: 'media-video-transcoding',
    name: 'Video Transcoding',
    description:
      'Transcode uploads into adaptive HLS and DASH renditions with thumbnails, captions and watermarks. '
      + 'Per-title encoding lowers bandwidth without visible quality loss.',
    category: 'media',
    version: '2.9.4',
    pricingModel: 'pay_as_you_go',
    basePrice: 49,
    tags: ['video', 'transcoding', 'streaming', 'hls'],
    endpointsCount: 8,
    avgLatencyMs: 5200,
    uptime: 99.9,
    popularity: 16655,
    status: 'active',
    createdAt: '2023-09-14T11:00:00.000Z',
    plans: [
      { id: 'media-video-transcoding-free', name: 'Free', monthlyLimit: 60, price: 0, tier: 'free' },
      { id: 'media-video-transcoding-pro', name: 'Pro', monthlyLimit: 5000, price: 49, tier: 'pro' },
      { id: 'media-video-transcoding-enterprise', name: 'Enterprise', monthlyLimit: 500000, price: 2990, tier: 'enterprise' },
    ],
  },
  {
    id: 'media-background-removal',
    name: 'Background Removal',
    description:
      'Remove the background from product shots and portraits in one call, with hair-level edge detail. '
      + 'Returns a transparent PNG or composites the subject onto a colour or image of your choice.',
    category: 'media',
    version: '1.5.3',
    pricingModel: 'pay_as_you_go',
    basePrice: 9,
    tags: ['images', 'background-removal', 'computer-vision', 'e-commerce'],
    endpointsCount: 2,
    avgLatencyMs: 740,
    uptime: 99.92,
    popularity: 39066,
    status: 'active',
    createdAt: '2024-05-22T09:40:00.000Z',
    plans: [
      { id: 'media-background-removal-free', name: 'Free', monthlyLimit: 50, price: 0, tier: 'free' },
      { id: 'media-background-removal-pro', name: 'Pro', monthlyLimit: 2000, price: 9, tier: 'pro' },
      { id: 'media-background-removal-business', name: 'Business', monthlyLimit: 25000, price: 89, tier: 'pro' },
      { id: 'media-background-removal-enterprise', name: 'Enterprise', monthlyLimit: 1000000, price: 1990, tier: 'enterprise' },
    ],
  },
  {
    id: 'media-text-to-speech',
    name: 'Text to Speech',
    description:
      'Generate natural-sounding speech in 60 languages and 400 voices, with SSML control over pitch, pace and pauses. '
      + 'Outputs MP3, OGG or raw PCM for telephony.',
    category: 'media',
    version: '3.0.2',
    pricingModel: 'freemium',
    basePrice: 22,
    tags: ['speech', 'tts', 'audio', 'voices', 'multilingual'],
    endpointsCount: 3,
    avgLatencyMs: 290,
    uptime: 99.94,
    popularity: 32675,
    status: 'active',
    createdAt: '2023-12-04T13:55:00.000Z',
    plans: [
      { id: 'media-text-to-speech-free', name: 'Free', monthlyLimit: 10000, price: 0, tier: 'free' },
      { id: 'media-text-to-speech-pro', name: 'Pro', monthlyLimit: 1000000, price: 22, tier: 'pro' },
      { id: 'media-text-to-speech-enterprise', name: 'Enterprise', monthlyLimit: 100000000, price: 990, tier: 'enterprise' },
    ],
  },
];
