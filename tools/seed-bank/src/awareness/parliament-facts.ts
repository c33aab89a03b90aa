import { type Fact, fact } from './ga-draft';

/** Parliament, the President and other constitutional offices. */
export const PARLIAMENT_FACTS: Fact[] = [
  fact(
    [
      'The languages recognised by the Constitution are listed in which Schedule?',
      'संविधान द्वारा मान्यता प्राप्त भाषाएँ किस अनुसूची में सूचीबद्ध हैं?',
    ],
    ['Eighth Schedule', 'आठवीं अनुसूची'],
    [
      ['Seventh Schedule', 'सातवीं अनुसूची'],
      ['Tenth Schedule', 'दसवीं अनुसूची'],
      ['Sixth Schedule', 'छठी अनुसूची'],
    ],
    ['The Eighth Schedule lists the languages of India.', 'आठवीं अनुसूची में भारत की भाषाएँ सूचीबद्ध हैं।'],
    'EASY',
  ),
  fact(
    [
      'What is the minimum age to be elected President of India?',
      'भारत का राष्ट्रपति चुने जाने के लिए न्यूनतम आयु क्या है?',
    ],
    ['35 years', '35 वर्ष'],
    [
      ['25 years', '25 वर्ष'],
      ['30 years', '30 वर्ष'],
      ['40 years', '40 वर्ष'],
    ],
    [
      'Article 58 requires the President to have completed 35 years of age.',
      'अनुच्छेद 58 के अनुसार राष्ट्रपति की आयु 35 वर्ष पूरी होनी चाहिए।',
    ],
    'EASY',
  ),
  fact(
    [
      'What is the minimum age to become a member of the Lok Sabha?',
      'लोकसभा का सदस्य बनने के लिए न्यूनतम आयु क्या है?',
    ],
    ['25 years', '25 वर्ष'],
    [
      ['21 years', '21 वर्ष'],
      ['30 years', '30 वर्ष'],
      ['35 years', '35 वर्ष'],
    ],
    [
      'Article 84 sets 25 years for the Lok Sabha and 30 years for the Rajya Sabha.',
      'अनुच्छेद 84 के अनुसार लोकसभा के लिए 25 वर्ष और राज्यसभा के लिए 30 वर्ष।',
    ],
    'EASY',
  ),
  fact(
    [
      'What is the minimum age to become a member of the Rajya Sabha?',
      'राज्यसभा का सदस्य बनने के लिए न्यूनतम आयु क्या है?',
    ],
    ['30 years', '30 वर्ष'],
    [
      ['25 years', '25 वर्ष'],
      ['35 years', '35 वर्ष'],
      ['21 years', '21 वर्ष'],
    ],
    ['Article 84 sets 30 years for the Rajya Sabha.', 'अनुच्छेद 84 के अनुसार राज्यसभा के लिए 30 वर्ष।'],
    'EASY',
  ),
  fact(
    ['What is the term of office of a member of the Rajya Sabha?', 'राज्यसभा के सदस्य का कार्यकाल कितना होता है?'],
    ['6 years', '6 वर्ष'],
    [
      ['5 years', '5 वर्ष'],
      ['4 years', '4 वर्ष'],
      ['Life', 'आजीवन'],
    ],
    [
      'The Rajya Sabha is a permanent House; one-third of its members retire every two years, each serving six years.',
      'राज्यसभा स्थायी सदन है; हर दो वर्ष में एक-तिहाई सदस्य सेवानिवृत्त होते हैं और प्रत्येक का कार्यकाल छह वर्ष है।',
    ],
    'EASY',
  ),
  fact(
    ['Who is the ex officio Chairman of the Rajya Sabha?', 'राज्यसभा का पदेन सभापति कौन होता है?'],
    ['The Vice-President of India', 'भारत का उपराष्ट्रपति'],
    [
      ['The President of India', 'भारत का राष्ट्रपति'],
      ['The Speaker of the Lok Sabha', 'लोकसभा अध्यक्ष'],
      ['The Prime Minister', 'प्रधानमंत्री'],
    ],
    [
      'Under Article 64 the Vice-President is ex officio Chairman of the Council of States.',
      'अनुच्छेद 64 के अनुसार उपराष्ट्रपति राज्यसभा का पदेन सभापति होता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'Who presides over a joint sitting of the two Houses of Parliament?',
      'संसद के दोनों सदनों की संयुक्त बैठक की अध्यक्षता कौन करता है?',
    ],
    ['The Speaker of the Lok Sabha', 'लोकसभा अध्यक्ष'],
    [
      ['The President of India', 'भारत का राष्ट्रपति'],
      ['The Vice-President of India', 'भारत का उपराष्ट्रपति'],
      ['The Prime Minister', 'प्रधानमंत्री'],
    ],
    [
      'Under Article 118(4) the Speaker of the Lok Sabha presides over a joint sitting.',
      'अनुच्छेद 118(4) के अनुसार संयुक्त बैठक की अध्यक्षता लोकसभा अध्यक्ष करता है।',
    ],
    'MEDIUM',
  ),
  fact(
    ['A Money Bill can be introduced only in:', 'धन विधेयक केवल कहाँ प्रस्तुत किया जा सकता है?'],
    ['the Lok Sabha', 'लोकसभा में'],
    [
      ['the Rajya Sabha', 'राज्यसभा में'],
      ['a joint sitting of Parliament', 'संसद की संयुक्त बैठक में'],
      ['either House', 'किसी भी सदन में'],
    ],
    [
      'Article 109: a Money Bill can be introduced only in the Lok Sabha, on the President’s recommendation.',
      'अनुच्छेद 109: धन विधेयक राष्ट्रपति की सिफ़ारिश पर केवल लोकसभा में प्रस्तुत किया जा सकता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'The words "Socialist" and "Secular" were added to the Preamble by which amendment?',
      'उद्देशिका (प्रस्तावना) में "समाजवादी" और "पंथनिरपेक्ष" शब्द किस संशोधन द्वारा जोड़े गए?',
    ],
    ['42nd Amendment', '42वाँ संशोधन'],
    [
      ['44th Amendment', '44वाँ संशोधन'],
      ['24th Amendment', '24वाँ संशोधन'],
      ['1st Amendment', 'पहला संशोधन'],
    ],
    [
      'The 42nd Amendment Act, 1976 added "Socialist", "Secular" and "Integrity".',
      '42वें संशोधन अधिनियम, 1976 ने "समाजवादी", "पंथनिरपेक्ष" और "अखंडता" शब्द जोड़े।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'What is the maximum strength of the Rajya Sabha as provided in the Constitution?',
      'संविधान के अनुसार राज्यसभा की अधिकतम सदस्य संख्या कितनी है?',
    ],
    ['250', '250'],
    [
      ['245', '245'],
      ['238', '238'],
      ['552', '552'],
    ],
    [
      'Article 80 provides for up to 250 members: 238 representatives of the States and Union Territories and 12 nominated by the President.',
      'अनुच्छेद 80 के अनुसार अधिकतम 250 सदस्य: 238 राज्यों और संघ राज्य क्षेत्रों के प्रतिनिधि तथा 12 राष्ट्रपति द्वारा मनोनीत।',
    ],
    'MEDIUM',
  ),
  fact(
    [
      'How many members can the President nominate to the Rajya Sabha?',
      'राष्ट्रपति राज्यसभा में कितने सदस्य मनोनीत कर सकता है?',
    ],
    ['12', '12'],
    [
      ['2', '2'],
      ['10', '10'],
      ['14', '14'],
    ],
    [
      'The President nominates 12 members with special knowledge of literature, science, art and social service.',
      'राष्ट्रपति साहित्य, विज्ञान, कला और समाज सेवा के विशेष ज्ञान वाले 12 सदस्य मनोनीत करता है।',
    ],
    'EASY',
  ),
  fact(
    [
      'The President of India is elected by an electoral college consisting of:',
      'भारत के राष्ट्रपति का निर्वाचन किस निर्वाचक मंडल द्वारा होता है?',
    ],
    [
      'elected members of both Houses of Parliament and of the State Legislative Assemblies',
      'संसद के दोनों सदनों तथा राज्य विधानसभाओं के निर्वाचित सदस्य',
    ],
    [
      ['all members of both Houses of Parliament only', 'केवल संसद के दोनों सदनों के सभी सदस्य'],
      ['the citizens of India directly', 'भारत के नागरिक प्रत्यक्ष रूप से'],
      ['elected members of the Lok Sabha only', 'केवल लोकसभा के निर्वाचित सदस्य'],
    ],
    [
      'Article 54: elected members of both Houses of Parliament and of the Legislative Assemblies of the States (including Delhi and Puducherry).',
      'अनुच्छेद 54: संसद के दोनों सदनों के और राज्यों (दिल्ली व पुडुचेरी सहित) की विधानसभाओं के निर्वाचित सदस्य।',
    ],
    'HARD',
  ),
  fact(
    ['Who is the constitutional head of a State in India?', 'भारत में किसी राज्य का संवैधानिक प्रमुख कौन होता है?'],
    ['The Governor', 'राज्यपाल'],
    [
      ['The Chief Minister', 'मुख्यमंत्री'],
      ['The Chief Justice of the High Court', 'उच्च न्यायालय का मुख्य न्यायाधीश'],
      ['The Speaker of the Assembly', 'विधानसभा अध्यक्ष'],
    ],
    [
      'The Governor is the constitutional head of the State; the Chief Minister heads the government.',
      'राज्यपाल राज्य का संवैधानिक प्रमुख होता है; मुख्यमंत्री सरकार का प्रमुख होता है।',
    ],
    'EASY',
  ),
];
