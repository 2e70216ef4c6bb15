import type { Schema, Struct } from '@strapi/strapi';

export interface BlocksAccordion extends Struct.ComponentSchema {
  collectionName: 'components_blocks_accordion';
  info: {
    displayName: 'Accordion';
    icon: 'bulletList';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.accordion-item', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksAfterBachelor extends Struct.ComponentSchema {
  collectionName: 'components_blocks_after_bachelor';
  info: {
    displayName: 'After the course';
    icon: 'rocket';
  };
  attributes: {
    careers: Schema.Attribute.Component<'shared.text-item', true>;
    furtherStudies: Schema.Attribute.Component<'shared.text-item', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksBadge extends Struct.ComponentSchema {
  collectionName: 'components_blocks_badge';
  info: {
    displayName: 'Badge';
    icon: 'crown';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    tone: Schema.Attribute.Enumeration<['info', 'success', 'highlight']> & Schema.Attribute.DefaultTo<'info'>;
  };
}

export interface BlocksCards extends Struct.ComponentSchema {
  collectionName: 'components_blocks_cards';
  info: {
    displayName: 'Cards (list of content)';
    icon: 'grid';
  };
  attributes: {
    kind: Schema.Attribute.Enumeration<['article', 'course', 'event', 'live', 'news', 'office', 'school']> &
      Schema.Attribute.Required;
    limit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<6>;
    phoneLimit: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
          min: 0;
        },
        number
      >;
    title: Schema.Attribute.String;
  };
}

export interface BlocksCarousel extends Struct.ComponentSchema {
  collectionName: 'components_blocks_carousel';
  info: {
    displayName: 'Carousel';
    icon: 'slideshow';
  };
  attributes: {
    images: Schema.Attribute.Media<'images', true>;
    kind: Schema.Attribute.Enumeration<['images', 'courses', 'news', 'schools']> & Schema.Attribute.Required;
    title: Schema.Attribute.String;
  };
}

export interface BlocksChecklist extends Struct.ComponentSchema {
  collectionName: 'components_blocks_checklist';
  info: {
    displayName: 'Checklist';
    icon: 'check';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.text-item', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksCoursePanel extends Struct.ComponentSchema {
  collectionName: 'components_blocks_course_panel';
  info: {
    displayName: 'Course panel';
    icon: 'layout';
  };
  attributes: {
    highlights: Schema.Attribute.Component<'shared.text-item', true>;
    showApply: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    showBrochure: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksFaq extends Struct.ComponentSchema {
  collectionName: 'components_blocks_faq';
  info: {
    displayName: 'FAQ';
    icon: 'question';
  };
  attributes: {
    category: Schema.Attribute.String;
    title: Schema.Attribute.String;
  };
}

export interface BlocksIllustratedVideo extends Struct.ComponentSchema {
  collectionName: 'components_blocks_illustrated_video';
  info: {
    displayName: 'Illustrated video';
    icon: 'play';
  };
  attributes: {
    poster: Schema.Attribute.Media<'images'>;
    posterAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    videoUrl: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksKeyDatas extends Struct.ComponentSchema {
  collectionName: 'components_blocks_key_datas';
  info: {
    displayName: 'Key facts';
    icon: 'chartPie';
  };
  attributes: {
    campuses: Schema.Attribute.String;
    duration: Schema.Attribute.String & Schema.Attribute.Required;
    ects: Schema.Attribute.Integer;
    intakes: Schema.Attribute.String;
    language: Schema.Attribute.String;
    level: Schema.Attribute.String & Schema.Attribute.Required;
    recognition: Schema.Attribute.String;
    rhythm: Schema.Attribute.String;
    rncpLevel: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 8;
          min: 5;
        },
        number
      >;
    tuitionFeesEu: Schema.Attribute.String;
    tuitionFeesInternational: Schema.Attribute.String;
  };
}

export interface BlocksQuote extends Struct.ComponentSchema {
  collectionName: 'components_blocks_quote';
  info: {
    displayName: 'Quote';
    icon: 'quote';
  };
  attributes: {
    author: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    role: Schema.Attribute.String;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface BlocksRichText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_rich_text';
  info: {
    displayName: 'Text';
    icon: 'write';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
  };
}

export interface BlocksSkillUnit extends Struct.ComponentSchema {
  collectionName: 'components_blocks_skill_unit';
  info: {
    displayName: 'Skill blocks (RNCP)';
    icon: 'puzzle';
  };
  attributes: {
    blocs: Schema.Attribute.Component<'shared.skill-bloc', true>;
    intro: Schema.Attribute.Text;
    title: Schema.Attribute.String;
  };
}

export interface BlocksTeachingUnit extends Struct.ComponentSchema {
  collectionName: 'components_blocks_teaching_unit';
  info: {
    displayName: 'Programme (modules)';
    icon: 'book';
  };
  attributes: {
    modules: Schema.Attribute.Component<'shared.teaching-module', true>;
    title: Schema.Attribute.String;
  };
}

export interface BlocksTitle extends Struct.ComponentSchema {
  collectionName: 'components_blocks_title';
  info: {
    displayName: 'Section heading';
    icon: 'bold';
  };
  attributes: {
    level: Schema.Attribute.Enumeration<['h2', 'h3']> & Schema.Attribute.DefaultTo<'h2'>;
    subtitle: Schema.Attribute.String;
    text: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface BlocksTwoRoutes extends Struct.ComponentSchema {
  collectionName: 'components_blocks_two_routes';
  info: {
    displayName: 'Two routes';
    icon: 'manyWays';
  };
  attributes: {
    routes: Schema.Attribute.Component<'shared.route', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 2;
          min: 2;
        },
        number
      >;
    title: Schema.Attribute.String;
  };
}

export interface CoreMenu extends Struct.ComponentSchema {
  collectionName: 'components_core_menu';
  info: {
    displayName: 'Link group';
    icon: 'bulletList';
  };
  attributes: {
    items: Schema.Attribute.Component<'shared.link', true>;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    slug: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface CoreMenuItem extends Struct.ComponentSchema {
  collectionName: 'components_core_menu_item';
  info: {
    displayName: 'Menu link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface CostsExchangeRate extends Struct.ComponentSchema {
  collectionName: 'components_costs_exchange_rates';
  info: {
    description: "How many units of a currency one euro buys, on a date: budgets show amounts in a student's currency with it while it is recent";
    displayName: 'Exchange rate';
    icon: 'earth';
  };
  attributes: {
    currency: Schema.Attribute.String & Schema.Attribute.Required;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    perEuro: Schema.Attribute.Float &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    source: Schema.Attribute.String;
    sourceUrl: Schema.Attribute.String;
  };
}

export interface CostsFigure extends Struct.ComponentSchema {
  collectionName: 'components_costs_figures';
  info: {
    description: 'An amount in euros, the academic year it is valid for, the day its source published it, and where it comes from (its label in each language)';
    displayName: 'Cost figure';
    icon: 'priceTag';
  };
  attributes: {
    academicYear: Schema.Attribute.String;
    amount: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    publishedOn: Schema.Attribute.Date;
    source: Schema.Attribute.String;
    sourceEn: Schema.Attribute.String;
    sourceUrl: Schema.Attribute.String;
  };
}

export interface CostsLivingCosts extends Struct.ComponentSchema {
  collectionName: 'components_costs_living_costs';
  info: {
    description: "What a student spends a month in the campus's city, in euros";
    displayName: 'Living costs';
    icon: 'house';
  };
  attributes: {
    academicYear: Schema.Attribute.String & Schema.Attribute.Required;
    food: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    housingResidence: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    housingShared: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    housingStudio: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    isDemo: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    phone: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    source: Schema.Attribute.String;
    sourceEn: Schema.Attribute.String;
    sourceUrl: Schema.Attribute.String;
    transport: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
  };
}

export interface CostsTuition extends Struct.ComponentSchema {
  collectionName: 'components_costs_tuitions';
  info: {
    description: 'Yearly tuition in euros by fee band, and the work-study route';
    displayName: 'Tuition';
    icon: 'priceTag';
  };
  attributes: {
    academicYear: Schema.Attribute.String & Schema.Attribute.Required;
    applicationFee: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    eu: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    nonEu: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    salaryMax: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    salaryMin: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    source: Schema.Attribute.String;
    sourceEn: Schema.Attribute.String;
    workStudy: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface GuidesLevelPath extends Struct.ComponentSchema {
  collectionName: 'components_guides_level_paths';
  info: {
    description: "The path of one degree level from this country: who may enter, which year, the diploma assessed, the level's own steps";
    displayName: 'Level path';
    icon: 'graduationCap';
  };
  attributes: {
    diploma: Schema.Attribute.Text;
    entryYear: Schema.Attribute.Text;
    graduationLevel: Schema.Attribute.Relation<'oneToOne', 'api::graduation-level.graduation-level'>;
    requirements: Schema.Attribute.Text;
    steps: Schema.Attribute.Component<'guides.step', true>;
  };
}

export interface GuidesStep extends Struct.ComponentSchema {
  collectionName: 'components_guides_steps';
  info: {
    description: 'One step of the path to France, counted back from the intake, after the steps it needs';
    displayName: 'Step';
    icon: 'clock';
  };
  attributes: {
    asks: Schema.Attribute.String;
    deadlineWeeksBeforeIntake: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 104;
          min: 0;
        },
        number
      >;
    description: Schema.Attribute.Text;
    key: Schema.Attribute.String & Schema.Attribute.Required;
    needs: Schema.Attribute.String;
    onDay: Schema.Attribute.String;
    produces: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    weeksBeforeIntake: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 104;
          min: 0;
        },
        number
      >;
  };
}

export interface SharedAccordionItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_accordion_item';
  info: {
    displayName: 'Panel';
    icon: 'bulletList';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedFigure extends Struct.ComponentSchema {
  collectionName: 'components_shared_figure';
  info: {
    displayName: 'Key figure';
    icon: 'hashtag';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    suffix: Schema.Attribute.String;
    value: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_link';
  info: {
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedMeta extends Struct.ComponentSchema {
  collectionName: 'components_shared_meta';
  info: {
    displayName: 'Meta tag';
    icon: 'code';
  };
  attributes: {
    key: Schema.Attribute.String & Schema.Attribute.Required;
    type: Schema.Attribute.Enumeration<['name', 'property', 'itemprop']> & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedRoute extends Struct.ComponentSchema {
  collectionName: 'components_shared_route';
  info: {
    displayName: 'Route';
    icon: 'oneWay';
  };
  attributes: {
    description: Schema.Attribute.Text;
    points: Schema.Attribute.Component<'shared.text-item', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seo';
  info: {
    displayName: 'Search engines';
    icon: 'search';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    metas: Schema.Attribute.Component<'shared.meta', true>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    preventIndexing: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    shareImage: Schema.Attribute.Media<'images'>;
    shareImageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    twitterSite: Schema.Attribute.String;
  };
}

export interface SharedSkillBloc extends Struct.ComponentSchema {
  collectionName: 'components_shared_skill_bloc';
  info: {
    displayName: 'Skill block';
    icon: 'puzzle';
  };
  attributes: {
    skills: Schema.Attribute.Component<'shared.text-item', true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_link';
  info: {
    displayName: 'Social network';
    icon: 'globe';
  };
  attributes: {
    network: Schema.Attribute.Enumeration<['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'x']> &
      Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedTeachingModule extends Struct.ComponentSchema {
  collectionName: 'components_shared_teaching_module';
  info: {
    displayName: 'Module';
    icon: 'book';
  };
  attributes: {
    description: Schema.Attribute.Text;
    ects: Schema.Attribute.Integer;
    period: Schema.Attribute.String & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedTextItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_text_item';
  info: {
    displayName: 'Line';
    icon: 'feather';
  };
  attributes: {
    text: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'blocks.accordion': BlocksAccordion;
      'blocks.after-bachelor': BlocksAfterBachelor;
      'blocks.badge': BlocksBadge;
      'blocks.cards': BlocksCards;
      'blocks.carousel': BlocksCarousel;
      'blocks.checklist': BlocksChecklist;
      'blocks.course-panel': BlocksCoursePanel;
      'blocks.faq': BlocksFaq;
      'blocks.illustrated-video': BlocksIllustratedVideo;
      'blocks.key-datas': BlocksKeyDatas;
      'blocks.quote': BlocksQuote;
      'blocks.rich-text': BlocksRichText;
      'blocks.skill-unit': BlocksSkillUnit;
      'blocks.teaching-unit': BlocksTeachingUnit;
      'blocks.title': BlocksTitle;
      'blocks.two-routes': BlocksTwoRoutes;
      'core.menu': CoreMenu;
      'core.menu-item': CoreMenuItem;
      'costs.exchange-rate': CostsExchangeRate;
      'costs.figure': CostsFigure;
      'costs.living-costs': CostsLivingCosts;
      'costs.tuition': CostsTuition;
      'guides.level-path': GuidesLevelPath;
      'guides.step': GuidesStep;
      'shared.accordion-item': SharedAccordionItem;
      'shared.figure': SharedFigure;
      'shared.link': SharedLink;
      'shared.meta': SharedMeta;
      'shared.route': SharedRoute;
      'shared.seo': SharedSeo;
      'shared.skill-bloc': SharedSkillBloc;
      'shared.social-link': SharedSocialLink;
      'shared.teaching-module': SharedTeachingModule;
      'shared.text-item': SharedTextItem;
    }
  }
}
