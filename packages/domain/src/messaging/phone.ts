// Phone numbers as Twilio wants them (E.164), and the time zone a North American number is in.

/** "+15125550100" from "(512) 555-0100", "1-512-555-0100" or "+44 20 7946 0958"; undefined if it cannot be one. */
export function toE164(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

const ZONES: Record<string, string> = {
  'America/Los_Angeles':
    '209 213 279 310 323 341 350 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747 760 805 818 820 831 840 858 909 916 925 949 951 206 253 360 425 509 564 458 503 541 971 702 725 775 604 778 236 250',
  'America/Denver': '303 719 720 970 983 385 435 801 505 575 406 307 208 986 915 403 587 780 825',
  'America/Phoenix': '480 520 602 623 928',
  'America/Chicago':
    '210 214 254 281 325 346 361 409 430 432 469 512 682 713 726 737 806 817 830 832 903 936 940 945 956 972 979 217 224 309 312 331 447 464 618 630 708 773 779 815 847 872 218 320 507 612 651 763 952 262 274 414 534 608 715 920 314 417 557 573 636 660 816 319 515 563 641 712 225 318 337 504 985 405 539 572 580 918 316 620 785 913 479 501 870 228 601 662 769 205 251 256 334 659 938 308 402 531 615 629 731 901 931 701 605 204',
  'America/New_York':
    '212 315 332 347 516 518 585 607 631 646 680 716 718 838 845 914 917 929 934 239 305 321 352 386 407 561 727 754 772 786 813 863 904 941 954 229 404 470 478 678 706 762 770 912 252 336 704 743 828 910 919 980 984 803 843 854 864 276 434 540 571 703 757 804 215 223 267 272 412 484 570 610 717 724 814 878 201 551 609 640 732 848 856 862 908 973 339 351 413 508 617 774 781 857 978 216 220 234 330 380 419 440 513 567 614 740 937 231 248 269 313 517 586 616 734 810 906 947 989 240 301 410 443 667 202 203 475 860 959 260 317 463 574 765 502 606 859 423 865 304 681 207 603 802 401 302 416 647 437 514 438 613 905 289',
  'America/Anchorage': '907',
  'Pacific/Honolulu': '808',
};

const AREA_CODE_ZONE = new Map<string, string>(
  Object.entries(ZONES).flatMap(([zone, codes]) => codes.split(' ').map((code) => [code, zone] as const)),
);

/** The time zone of a North American number's area code, when it is known. */
export function timeZoneOfPhone(phone: string | null | undefined): string | undefined {
  const e164 = toE164(phone);
  if (!e164?.startsWith('+1') || e164.length !== 12) return undefined;
  return AREA_CODE_ZONE.get(e164.slice(2, 5));
}
