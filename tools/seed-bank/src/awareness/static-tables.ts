import { row } from './ga-draft';

const a = (en: string, hi: string) => [en, hi] as [string, string];
const PREMCHAND = a('Munshi Premchand', 'मुंशी प्रेमचंद');
const NEHRU = a('Jawaharlal Nehru', 'जवाहरलाल नेहरू');
const KALAM = a('A. P. J. Abdul Kalam', 'ए. पी. जे. अब्दुल कलाम');
const NARAYAN = a('R. K. Narayan', 'आर. के. नारायण');
const KALIDASA = a('Kalidasa', 'कालिदास');
const GANDHI = a('Mahatma Gandhi', 'महात्मा गांधी');
const TAGORE = a('Rabindranath Tagore', 'रवींद्रनाथ टैगोर');

export const BOOKS = [
  row(['Godan', 'गोदान'], PREMCHAND, { level: 'EASY' }),
  row(['Gaban', 'ग़बन'], PREMCHAND),
  row(['Gitanjali', 'गीतांजलि'], TAGORE, { level: 'EASY' }),
  row(['The Discovery of India', 'द डिस्कवरी ऑफ़ इंडिया'], NEHRU, { level: 'EASY' }),
  row(['Glimpses of World History', 'ग्लिम्प्सेज़ ऑफ़ वर्ल्ड हिस्ट्री'], NEHRU),
  row(['Wings of Fire', 'विंग्स ऑफ़ फ़ायर'], KALAM, { level: 'EASY' }),
  row(['Ignited Minds', 'इग्नाइटेड माइंड्स'], KALAM),
  row(['The Guide', 'द गाइड'], NARAYAN),
  row(['Malgudi Days', 'मालगुडी डेज़'], NARAYAN, { level: 'EASY' }),
  row(['Anandamath', 'आनंदमठ'], a('Bankim Chandra Chattopadhyay', 'बंकिम चंद्र चट्टोपाध्याय')),
  row(['Arthashastra', 'अर्थशास्त्र'], a('Kautilya', 'कौटिल्य'), { level: 'EASY' }),
  row(['Abhijnanashakuntalam', 'अभिज्ञानशाकुंतलम्'], KALIDASA),
  row(['Meghaduta', 'मेघदूत'], KALIDASA),
  row(['Train to Pakistan', 'ट्रेन टू पाकिस्तान'], a('Khushwant Singh', 'ख़ुशवंत सिंह')),
  row(['The God of Small Things', 'द गॉड ऑफ़ स्मॉल थिंग्स'], a('Arundhati Roy', 'अरुंधति रॉय')),
  row(["Midnight's Children", 'मिडनाइट्स चिल्ड्रन'], a('Salman Rushdie', 'सलमान रुश्दी')),
  row(['Hind Swaraj', 'हिंद स्वराज'], GANDHI),
  row(['The Story of My Experiments with Truth', 'सत्य के प्रयोग'], GANDHI, { level: 'EASY' }),
  row(['Ramcharitmanas', 'रामचरितमानस'], a('Tulsidas', 'तुलसीदास'), { level: 'EASY' }),
  row(['Akbarnama', 'अकबरनामा'], a('Abul Fazl', 'अबुल फ़ज़ल')),
  row(['Harshacharita', 'हर्षचरित'], a('Banabhatta', 'बाणभट्ट'), { level: 'HARD' }),
  row(['Indica', 'इंडिका'], a('Megasthenes', 'मेगस्थनीज़')),
  row(['Rajatarangini', 'राजतरंगिणी'], a('Kalhana', 'कल्हण'), { level: 'HARD' }),
  row(['Gita Rahasya', 'गीता रहस्य'], a('Bal Gangadhar Tilak', 'बाल गंगाधर तिलक')),
  row(['Kamayani', 'कामायनी'], a('Jaishankar Prasad', 'जयशंकर प्रसाद')),
  row(
    ['Poverty and Un-British Rule in India', 'पॉवर्टी एंड अन-ब्रिटिश रूल इन इंडिया'],
    a('Dadabhai Naoroji', 'दादाभाई नौरोजी'),
  ),
  row(['Annihilation of Caste', 'एनिहिलेशन ऑफ़ कास्ट'], a('B. R. Ambedkar', 'बी. आर. आंबेडकर')),
  row(['India Wins Freedom', 'इंडिया विन्स फ़्रीडम'], a('Maulana Abul Kalam Azad', 'मौलाना अबुल कलाम आज़ाद'), {
    level: 'HARD',
  }),
  row(['The White Tiger', 'द व्हाइट टाइगर'], a('Aravind Adiga', 'अरविंद अडिगा'), { level: 'HARD' }),
  row(['A Suitable Boy', 'ए सूटेबल बॉय'], a('Vikram Seth', 'विक्रम सेठ'), { level: 'HARD' }),
  row(['Panchatantra', 'पंचतंत्र'], a('Vishnu Sharma', 'विष्णु शर्मा')),
  row(['Mudrarakshasa', 'मुद्राराक्षस'], a('Vishakhadatta', 'विशाखदत्त'), { level: 'HARD' }),
  row(['Gita Govinda', 'गीत गोविंद'], a('Jayadeva', 'जयदेव'), { level: 'HARD' }),
  row(['Prithviraj Raso', 'पृथ्वीराज रासो'], a('Chand Bardai', 'चंद बरदाई')),
  row(['Padmavat', 'पद्मावत'], a('Malik Muhammad Jayasi', 'मलिक मुहम्मद जायसी')),
  row(['Neel Darpan', 'नील दर्पण'], a('Dinabandhu Mitra', 'दीनबंधु मित्र'), { level: 'HARD' }),
  row(['Devdas', 'देवदास'], a('Sarat Chandra Chattopadhyay', 'शरतचंद्र चट्टोपाध्याय')),
  row(['Madhushala', 'मधुशाला'], a('Harivansh Rai Bachchan', 'हरिवंश राय बच्चन')),
];

const FOOTBALL = a('Football', 'फ़ुटबॉल');
const CRICKET = a('Cricket', 'क्रिकेट');
const HOCKEY = a('Hockey', 'हॉकी');
const BADMINTON = a('Badminton', 'बैडमिंटन');
const TT = a('Table tennis', 'टेबल टेनिस');
const GOLF = a('Golf', 'गोल्फ़');
const ICE = 'Ice hockey';

/** Trophies and their sport; field hockey and ice hockey are never offered against each other. */
export const TROPHIES = [
  row(['Durand Cup', 'डूरंड कप'], FOOTBALL, { level: 'EASY' }),
  row(['Santosh Trophy', 'संतोष ट्रॉफ़ी'], FOOTBALL, { level: 'EASY' }),
  row(['Subroto Cup', 'सुब्रतो कप'], FOOTBALL),
  row(['Ranji Trophy', 'रणजी ट्रॉफ़ी'], CRICKET, { level: 'EASY' }),
  row(['Duleep Trophy', 'दलीप ट्रॉफ़ी'], CRICKET),
  row(['Vijay Hazare Trophy', 'विजय हज़ारे ट्रॉफ़ी'], CRICKET),
  row(['Irani Cup', 'ईरानी कप'], CRICKET),
  row(['Beighton Cup', 'बेटन कप'], HOCKEY, { avoid: [ICE] }),
  row(['Aga Khan Cup', 'आगा ख़ान कप'], HOCKEY, { avoid: [ICE], level: 'HARD' }),
  row(['Rangaswamy Cup', 'रंगास्वामी कप'], HOCKEY, { avoid: [ICE], level: 'HARD' }),
  row(['Thomas Cup', 'थॉमस कप'], BADMINTON, { level: 'EASY' }),
  row(['Uber Cup', 'उबेर कप'], BADMINTON),
  row(['Sudirman Cup', 'सुदीरमन कप'], BADMINTON, { level: 'HARD' }),
  row(['Davis Cup', 'डेविस कप'], a('Tennis', 'टेनिस'), { level: 'EASY', avoid: ['Table tennis'] }),
  row(['Swaythling Cup', 'स्वेथलिंग कप'], TT, { level: 'HARD', avoid: ['Tennis'] }),
  row(['Corbillon Cup', 'कॉर्बिलन कप'], TT, { level: 'HARD', avoid: ['Tennis'] }),
  row(['Ryder Cup', 'राइडर कप'], GOLF),
  row(['Walker Cup', 'वॉकर कप'], GOLF, { level: 'HARD' }),
  row(['Stanley Cup', 'स्टैनली कप'], a(ICE, 'आइस हॉकी'), { level: 'HARD', avoid: ['Hockey'] }),
  row(["America's Cup", 'अमेरिका कप'], a('Sailing', 'नौकायन (सेलिंग)'), { level: 'HARD' }),
];

/** Players of one team on the field or court at a time. */
export const TEAM_SIZES = [
  row(['cricket', 'क्रिकेट'], a('11', '11'), { level: 'EASY' }),
  row(['volleyball', 'वॉलीबॉल'], a('6', '6'), { level: 'EASY' }),
  row(['basketball', 'बास्केटबॉल'], a('5', '5'), { level: 'EASY' }),
  row(['kabaddi', 'कबड्डी'], a('7', '7')),
  row(['kho-kho', 'खो-खो'], a('9', '9')),
  row(['polo', 'पोलो'], a('4', '4'), { level: 'HARD' }),
  row(['rugby union', 'रग्बी यूनियन'], a('15', '15'), { level: 'HARD' }),
  row(['baseball', 'बेसबॉल'], a('9', '9'), { level: 'HARD' }),
  row(['netball', 'नेटबॉल'], a('7', '7'), { level: 'HARD' }),
];
