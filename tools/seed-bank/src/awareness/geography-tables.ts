import { row } from './ga-draft';

/** Capitals of States (Andhra Pradesh, Himachal Pradesh and Uttarakhand left out: seats in flux or two capitals). */
export const STATE_CAPITALS = [
  row(['Assam', 'असम'], ['Dispur', 'दिसपुर'], { level: 'MEDIUM' }),
  row(['Bihar', 'बिहार'], ['Patna', 'पटना'], { level: 'EASY' }),
  row(['Gujarat', 'गुजरात'], ['Gandhinagar', 'गांधीनगर'], { level: 'EASY' }),
  row(['Karnataka', 'कर्नाटक'], ['Bengaluru', 'बेंगलुरु'], { level: 'EASY' }),
  row(['Kerala', 'केरल'], ['Thiruvananthapuram', 'तिरुवनंतपुरम'], { level: 'EASY' }),
  row(['Madhya Pradesh', 'मध्य प्रदेश'], ['Bhopal', 'भोपाल'], { level: 'EASY' }),
  row(['Maharashtra', 'महाराष्ट्र'], ['Mumbai', 'मुंबई'], { level: 'EASY' }),
  row(['Manipur', 'मणिपुर'], ['Imphal', 'इंफाल']),
  row(['Meghalaya', 'मेघालय'], ['Shillong', 'शिलांग']),
  row(['Mizoram', 'मिज़ोरम'], ['Aizawl', 'आइज़ोल'], { level: 'HARD' }),
  row(['Nagaland', 'नागालैंड'], ['Kohima', 'कोहिमा']),
  row(['Odisha', 'ओडिशा'], ['Bhubaneswar', 'भुवनेश्वर'], { level: 'EASY' }),
  row(['Rajasthan', 'राजस्थान'], ['Jaipur', 'जयपुर'], { level: 'EASY' }),
  row(['Sikkim', 'सिक्किम'], ['Gangtok', 'गंगटोक']),
  row(['Tamil Nadu', 'तमिलनाडु'], ['Chennai', 'चेन्नई'], { level: 'EASY' }),
  row(['Telangana', 'तेलंगाना'], ['Hyderabad', 'हैदराबाद'], { level: 'EASY' }),
  row(['Tripura', 'त्रिपुरा'], ['Agartala', 'अगरतला']),
  row(['Uttar Pradesh', 'उत्तर प्रदेश'], ['Lucknow', 'लखनऊ'], { level: 'EASY' }),
  row(['West Bengal', 'पश्चिम बंगाल'], ['Kolkata', 'कोलकाता'], { level: 'EASY' }),
  row(['Arunachal Pradesh', 'अरुणाचल प्रदेश'], ['Itanagar', 'ईटानगर'], { level: 'HARD' }),
  row(['Goa', 'गोवा'], ['Panaji', 'पणजी']),
  row(['Jharkhand', 'झारखंड'], ['Ranchi', 'रांची'], { level: 'EASY' }),
  row(['Chhattisgarh', 'छत्तीसगढ़'], ['Raipur', 'रायपुर']),
  row(['Punjab', 'पंजाब'], ['Chandigarh', 'चंडीगढ़'], { level: 'EASY' }),
];

const s = (en: string, hi: string) => [en, hi] as [string, string];
const WB = s('West Bengal', 'पश्चिम बंगाल');
const MP = s('Madhya Pradesh', 'मध्य प्रदेश');
const RJ = s('Rajasthan', 'राजस्थान');
const KL = s('Kerala', 'केरल');
const KA = s('Karnataka', 'कर्नाटक');
const AS = s('Assam', 'असम');
const UK = s('Uttarakhand', 'उत्तराखंड');
const OD = s('Odisha', 'ओडिशा');
const GJ = s('Gujarat', 'गुजरात');
const TN = s('Tamil Nadu', 'तमिलनाडु');
const MH = s('Maharashtra', 'महाराष्ट्र');

/** National parks, each lying wholly in one State. */
export const NATIONAL_PARKS = [
  row(['Jim Corbett National Park', 'जिम कॉर्बेट राष्ट्रीय उद्यान'], UK, { level: 'EASY' }),
  row(['Kaziranga National Park', 'काज़ीरंगा राष्ट्रीय उद्यान'], AS, { level: 'EASY' }),
  row(['Gir National Park', 'गिर राष्ट्रीय उद्यान'], GJ, { level: 'EASY' }),
  row(['Kanha National Park', 'कान्हा राष्ट्रीय उद्यान'], MP),
  row(['Bandhavgarh National Park', 'बांधवगढ़ राष्ट्रीय उद्यान'], MP),
  row(['Ranthambore National Park', 'रणथंभौर राष्ट्रीय उद्यान'], RJ, { level: 'EASY' }),
  row(['Sundarbans National Park', 'सुंदरबन राष्ट्रीय उद्यान'], WB, { level: 'EASY' }),
  row(['Periyar National Park', 'पेरियार राष्ट्रीय उद्यान'], KL),
  row(['Bandipur National Park', 'बांदीपुर राष्ट्रीय उद्यान'], KA),
  row(['Nagarhole National Park', 'नागरहोल राष्ट्रीय उद्यान'], KA, { level: 'HARD' }),
  row(['Silent Valley National Park', 'साइलेंट वैली राष्ट्रीय उद्यान'], KL),
  row(['Manas National Park', 'मानस राष्ट्रीय उद्यान'], AS),
  row(['Keoladeo National Park', 'केवलादेव राष्ट्रीय उद्यान'], RJ),
  row(['Dudhwa National Park', 'दुधवा राष्ट्रीय उद्यान'], s('Uttar Pradesh', 'उत्तर प्रदेश')),
  row(['Great Himalayan National Park', 'ग्रेट हिमालयन राष्ट्रीय उद्यान'], s('Himachal Pradesh', 'हिमाचल प्रदेश'), {
    level: 'HARD',
  }),
  row(['Valley of Flowers National Park', 'फूलों की घाटी राष्ट्रीय उद्यान'], UK),
  row(['Tadoba National Park', 'ताडोबा राष्ट्रीय उद्यान'], MH),
  row(['Simlipal National Park', 'सिमलीपाल राष्ट्रीय उद्यान'], OD),
  row(['Namdapha National Park', 'नामदफा राष्ट्रीय उद्यान'], s('Arunachal Pradesh', 'अरुणाचल प्रदेश'), {
    level: 'HARD',
  }),
  row(['Keibul Lamjao National Park', 'केइबुल लामजाओ राष्ट्रीय उद्यान'], s('Manipur', 'मणिपुर'), { level: 'HARD' }),
  row(['Mudumalai National Park', 'मुदुमलाई राष्ट्रीय उद्यान'], TN, { level: 'HARD' }),
  row(['Eravikulam National Park', 'एराविकुलम राष्ट्रीय उद्यान'], KL, { level: 'HARD' }),
  row(['Bhitarkanika National Park', 'भितरकनिका राष्ट्रीय उद्यान'], OD),
  row(['Khangchendzonga National Park', 'खांगचेंदज़ोंगा राष्ट्रीय उद्यान'], s('Sikkim', 'सिक्किम')),
  row(['Sanjay Gandhi National Park', 'संजय गांधी राष्ट्रीय उद्यान'], MH, { level: 'HARD' }),
  row(['Nokrek National Park', 'नोकरेक राष्ट्रीय उद्यान'], s('Meghalaya', 'मेघालय'), { level: 'HARD' }),
  row(['Panna National Park', 'पन्ना राष्ट्रीय उद्यान'], MP),
  row(['Sariska National Park', 'सरिस्का राष्ट्रीय उद्यान'], RJ),
  row(['Guindy National Park', 'गिंडी राष्ट्रीय उद्यान'], TN, { level: 'HARD' }),
  row(['Kudremukh National Park', 'कुद्रेमुख राष्ट्रीय उद्यान'], KA, { level: 'HARD' }),
  row(['Velavadar Blackbuck National Park', 'वेलावदर काला हिरण राष्ट्रीय उद्यान'], GJ, { level: 'HARD' }),
];

const GANGA = s('Ganga', 'गंगा');
const YAMUNA = s('Yamuna', 'यमुना');
const NARMADA = s('Narmada', 'नर्मदा');
const GODAVARI = s('Godavari', 'गोदावरी');
const BRAHMAPUTRA = s('Brahmaputra', 'ब्रह्मपुत्र');
const MAHANADI = s('Mahanadi', 'महानदी');

/** Cities and the river they stand on (cities at confluences are left out). */
export const CITY_RIVERS = [
  row(['Varanasi', 'वाराणसी'], GANGA, { level: 'EASY' }),
  row(['Patna', 'पटना'], GANGA, { level: 'EASY' }),
  row(['Kanpur', 'कानपुर'], GANGA),
  row(['Haridwar', 'हरिद्वार'], GANGA, { level: 'EASY' }),
  row(['Agra', 'आगरा'], YAMUNA, { level: 'EASY' }),
  row(['Mathura', 'मथुरा'], YAMUNA),
  row(['Lucknow', 'लखनऊ'], s('Gomti', 'गोमती')),
  row(['Ahmedabad', 'अहमदाबाद'], s('Sabarmati', 'साबरमती'), { level: 'EASY' }),
  row(['Surat', 'सूरत'], s('Tapi', 'तापी')),
  row(['Jabalpur', 'जबलपुर'], NARMADA),
  row(['Bharuch', 'भरूच'], NARMADA, { level: 'HARD' }),
  row(['Hyderabad', 'हैदराबाद'], s('Musi', 'मूसी')),
  row(['Srinagar', 'श्रीनगर'], s('Jhelum', 'झेलम')),
  row(['Kota', 'कोटा'], s('Chambal', 'चंबल')),
  row(['Cuttack', 'कटक'], MAHANADI),
  row(['Sambalpur', 'संबलपुर'], MAHANADI, { level: 'HARD' }),
  row(['Guwahati', 'गुवाहाटी'], BRAHMAPUTRA, { level: 'EASY' }),
  row(['Dibrugarh', 'डिब्रूगढ़'], BRAHMAPUTRA),
  row(['Ayodhya', 'अयोध्या'], s('Sarayu', 'सरयू')),
  row(['Ujjain', 'उज्जैन'], s('Kshipra', 'क्षिप्रा')),
  row(['Vijayawada', 'विजयवाड़ा'], s('Krishna', 'कृष्णा')),
  row(['Nashik', 'नासिक'], GODAVARI),
  row(['Rajahmundry', 'राजमुंदरी'], GODAVARI, { level: 'HARD' }),
  row(['Tiruchirappalli', 'तिरुचिरापल्ली'], s('Kaveri', 'कावेरी')),
  row(['Ludhiana', 'लुधियाना'], s('Sutlej', 'सतलुज')),
  row(['Hampi', 'हम्पी'], s('Tungabhadra', 'तुंगभद्रा'), { level: 'HARD' }),
];

/** Nicknames of Indian cities. */
export const CITY_NICKNAMES = [
  row(['the Pink City', 'गुलाबी नगर (पिंक सिटी)'], ['Jaipur', 'जयपुर'], { level: 'EASY' }),
  row(['the Blue City', 'नीला शहर (ब्लू सिटी)'], ['Jodhpur', 'जोधपुर']),
  row(['the Golden City', 'स्वर्ण नगरी (गोल्डन सिटी)'], ['Jaisalmer', 'जैसलमेर']),
  row(['the Scotland of the East', 'पूर्व का स्कॉटलैंड'], ['Shillong', 'शिलांग']),
  row(['the Queen of the Arabian Sea', 'अरब सागर की रानी'], ['Kochi', 'कोच्चि']),
  row(['the City of Joy', 'आनंद का शहर (सिटी ऑफ़ जॉय)'], ['Kolkata', 'कोलकाता'], { level: 'EASY' }),
  row(['the Silicon Valley of India', 'भारत की सिलिकॉन वैली'], ['Bengaluru', 'बेंगलुरु'], { level: 'EASY' }),
  row(['the City of Nawabs', 'नवाबों का शहर'], ['Lucknow', 'लखनऊ'], { level: 'EASY' }),
  row(['the Diamond City of India', 'भारत का हीरा नगर (डायमंड सिटी)'], ['Surat', 'सूरत']),
  row(['the Orange City', 'संतरों का शहर (ऑरेंज सिटी)'], ['Nagpur', 'नागपुर']),
  row(['the Steel City of India', 'भारत का इस्पात नगर (स्टील सिटी)'], ['Jamshedpur', 'जमशेदपुर']),
  row(['the Queen of the Deccan', 'दक्कन की रानी'], ['Pune', 'पुणे'], { level: 'HARD' }),
];

/** Country → capital (countries whose capital is moving or disputed are left out). */
export const WORLD_CAPITALS = [
  row(['Japan', 'जापान'], ['Tokyo', 'टोक्यो'], { level: 'EASY' }),
  row(['Russia', 'रूस'], ['Moscow', 'मॉस्को'], { level: 'EASY' }),
  row(['China', 'चीन'], ['Beijing', 'बीजिंग'], { level: 'EASY' }),
  row(['Bangladesh', 'बांग्लादेश'], ['Dhaka', 'ढाका'], { level: 'EASY' }),
  row(['Nepal', 'नेपाल'], ['Kathmandu', 'काठमांडू'], { level: 'EASY' }),
  row(['Bhutan', 'भूटान'], ['Thimphu', 'थिंपू']),
  row(['Pakistan', 'पाकिस्तान'], ['Islamabad', 'इस्लामाबाद'], { level: 'EASY' }),
  row(['Afghanistan', 'अफ़ग़ानिस्तान'], ['Kabul', 'काबुल']),
  row(['Australia', 'ऑस्ट्रेलिया'], ['Canberra', 'कैनबरा']),
  row(['Canada', 'कनाडा'], ['Ottawa', 'ओटावा']),
  row(['Brazil', 'ब्राज़ील'], ['Brasília', 'ब्रासीलिया'], { level: 'HARD' }),
  row(['Egypt', 'मिस्र'], ['Cairo', 'काहिरा']),
  row(['Germany', 'जर्मनी'], ['Berlin', 'बर्लिन'], { level: 'EASY' }),
  row(['Spain', 'स्पेन'], ['Madrid', 'मैड्रिड']),
  row(['Thailand', 'थाईलैंड'], ['Bangkok', 'बैंकॉक']),
  row(['South Korea', 'दक्षिण कोरिया'], ['Seoul', 'सियोल']),
  row(['Saudi Arabia', 'सऊदी अरब'], ['Riyadh', 'रियाद']),
  row(['Turkey', 'तुर्की'], ['Ankara', 'अंकारा'], { level: 'HARD' }),
  row(['Myanmar', 'म्यांमार'], ['Naypyidaw', 'नेपीडॉ'], { level: 'HARD' }),
  row(['Kenya', 'केन्या'], ['Nairobi', 'नैरोबी']),
  row(['Nigeria', 'नाइजीरिया'], ['Abuja', 'अबुजा'], { level: 'HARD' }),
  row(['New Zealand', 'न्यूज़ीलैंड'], ['Wellington', 'वेलिंगटन'], { level: 'HARD' }),
  row(['Argentina', 'अर्जेंटीना'], ['Buenos Aires', 'ब्यूनस आयर्स']),
  row(['Maldives', 'मालदीव'], ['Malé', 'माले']),
];

/** Country → currency (euro countries and the several rupees are left out to keep one answer each). */
export const CURRENCIES = [
  row(['Japan', 'जापान'], ['Yen', 'येन'], { level: 'EASY' }),
  row(['Russia', 'रूस'], ['Rouble', 'रूबल'], { level: 'EASY' }),
  row(['China', 'चीन'], ['Renminbi (Yuan)', 'रेनमिनबी (युआन)'], { level: 'EASY' }),
  row(['Bangladesh', 'बांग्लादेश'], ['Taka', 'टका'], { level: 'EASY' }),
  row(['Bhutan', 'भूटान'], ['Ngultrum', 'न्गुलट्रम']),
  row(['Thailand', 'थाईलैंड'], ['Baht', 'बात']),
  row(['Malaysia', 'मलेशिया'], ['Ringgit', 'रिंगिट']),
  row(['South Korea', 'दक्षिण कोरिया'], ['Won', 'वॉन']),
  row(['Myanmar', 'म्यांमार'], ['Kyat', 'क्यात'], { level: 'HARD' }),
  row(['Nigeria', 'नाइजीरिया'], ['Naira', 'नायरा'], { level: 'HARD' }),
  row(['South Africa', 'दक्षिण अफ़्रीका'], ['Rand', 'रैंड']),
  row(['Afghanistan', 'अफ़ग़ानिस्तान'], ['Afghani', 'अफ़ग़ानी']),
  row(['Israel', 'इज़राइल'], ['Shekel', 'शेकेल'], { level: 'HARD' }),
  row(['Vietnam', 'वियतनाम'], ['Dong', 'डोंग'], { level: 'HARD' }),
  row(['Poland', 'पोलैंड'], ['Zloty', 'ज़्लॉटी'], { level: 'HARD' }),
  row(['Brazil', 'ब्राज़ील'], ['Real', 'रियल']),
  row(['Saudi Arabia', 'सऊदी अरब'], ['Riyal', 'रियाल']),
  row(['United Kingdom', 'यूनाइटेड किंगडम'], ['Pound sterling', 'पाउंड स्टर्लिंग'], { level: 'EASY' }),
  row(['Indonesia', 'इंडोनेशिया'], ['Rupiah', 'रुपिया']),
  row(['Maldives', 'मालदीव'], ['Rufiyaa', 'रूफ़िया'], { level: 'HARD' }),
];
