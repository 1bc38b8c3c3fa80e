import { defineMessages } from '../../i18n/messages.ts';

// The delivery options block (spec: province dropdown, municipality, home/office buttons, delivery cost).
export const deliveryMessages = defineMessages({
  en: {
    title: 'Delivery options',
    province: 'Province (wilaya)',
    chooseProvince: 'Select your province',
    municipality: 'Municipality (commune)',
    municipalityPlaceholder: 'Type or pick your municipality',
    deliveryType: 'Delivery type',
    home: 'Home delivery',
    office: 'Office delivery',
    notAvailable: 'not available',
    chooseProvinceFirst: 'Choose a province first',
    deliveryCost: 'Delivery cost',
    free: 'Free',
  },
  ar: {
    title: 'خيارات التوصيل',
    province: 'الولاية',
    chooseProvince: 'اختر ولايتك',
    municipality: 'البلدية',
    municipalityPlaceholder: 'اكتب اسم بلديتك أو اختره',
    deliveryType: 'نوع التوصيل',
    home: 'التوصيل إلى المنزل',
    office: 'التوصيل إلى المكتب',
    notAvailable: 'غير متوفر',
    chooseProvinceFirst: 'اختر الولاية أولاً',
    deliveryCost: 'تكلفة التوصيل',
    free: 'مجاني',
  },
});
