"""The store's pickup points: airport counters where travellers land and city outlets."""

from dataclasses import dataclass


@dataclass(frozen=True)
class PickupPoint:
    id: str
    name: str
    address: str
    city: str
    latitude: float
    longitude: float
    product_types: tuple[str, ...]
    opening_hours: str


SIM = ("sim_bundle",)
SIM_AND_ESIM = ("sim_bundle", "esim_bundle")
AIRPORT_HOURS = "Setiap hari 05.00-24.00 WIB"
OUTLET_HOURS = "Senin-Minggu 10.00-21.00"

PICKUP_POINTS: tuple[PickupPoint, ...] = (
    PickupPoint(
        "CGK-T3",
        "Kelana Counter Bandara Soekarno-Hatta Terminal 3",
        "Area Kedatangan Internasional, Terminal 3, Bandara Soekarno-Hatta, Tangerang, "
        "Banten 15126",
        "Tangerang",
        -6.1256,
        106.6559,
        SIM_AND_ESIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "CGK-T2",
        "Kelana Counter Bandara Soekarno-Hatta Terminal 2",
        "Area Keberangkatan, Terminal 2, Bandara Soekarno-Hatta, Tangerang, Banten 15126",
        "Tangerang",
        -6.1238,
        106.6603,
        SIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "HLP",
        "Kelana Counter Bandara Halim Perdanakusuma",
        "Terminal Keberangkatan, Jl. Halim Perdanakusuma, Makasar, Jakarta Timur 13610",
        "Jakarta Timur",
        -6.2655,
        106.8906,
        SIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "JKT-SUDIRMAN",
        "Kelana Outlet Sudirman",
        "Jl. Jend. Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190",
        "Jakarta Selatan",
        -6.2255,
        106.8090,
        SIM_AND_ESIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "JKT-KELAPA-GADING",
        "Kelana Outlet Kelapa Gading",
        "Jl. Boulevard Raya Blok M No. 3, Kelapa Gading, Jakarta Utara 14240",
        "Jakarta Utara",
        -6.1573,
        106.9080,
        SIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "SUB-JUANDA",
        "Kelana Counter Bandara Juanda Terminal 2",
        "Area Kedatangan, Terminal 2, Bandara Internasional Juanda, Sidoarjo, Jawa Timur 61253",
        "Sidoarjo",
        -7.3798,
        112.7869,
        SIM_AND_ESIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "SUB-TUNJUNGAN",
        "Kelana Outlet Tunjungan",
        "Jl. Basuki Rahmat No. 8-12, Kedungdoro, Tegalsari, Surabaya 60261",
        "Surabaya",
        -7.2625,
        112.7383,
        SIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "DPS-NGURAH-RAI",
        "Kelana Counter Bandara I Gusti Ngurah Rai",
        "Area Keberangkatan Internasional, Bandara I Gusti Ngurah Rai, Tuban, Badung, Bali 80362",
        "Badung",
        -8.7482,
        115.1672,
        SIM_AND_ESIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "DPS-KUTA",
        "Kelana Outlet Kuta",
        "Jl. Legian No. 88, Kuta, Badung, Bali 80361",
        "Badung",
        -8.7095,
        115.1689,
        SIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "DPS-UBUD",
        "Kelana Outlet Ubud",
        "Jl. Monkey Forest No. 21, Ubud, Gianyar, Bali 80571",
        "Gianyar",
        -8.5135,
        115.2609,
        SIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "KNO",
        "Kelana Counter Bandara Kualanamu",
        "Area Kedatangan, Bandara Internasional Kualanamu, Beringin, Deli Serdang, "
        "Sumatera Utara 20552",
        "Deli Serdang",
        3.6422,
        98.8853,
        SIM_AND_ESIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "MDN-KESAWAN",
        "Kelana Outlet Medan Kesawan",
        "Jl. Jend. Ahmad Yani No. 101, Kesawan, Medan Barat, Medan 20111",
        "Medan",
        3.5911,
        98.6794,
        SIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "YIA",
        "Kelana Counter Bandara Internasional Yogyakarta",
        "Area Kedatangan, Bandara YIA, Temon, Kulon Progo, DI Yogyakarta 55654",
        "Kulon Progo",
        -7.9006,
        110.0573,
        SIM_AND_ESIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "JOG-MALIOBORO",
        "Kelana Outlet Malioboro",
        "Jl. Malioboro No. 52, Sosromenduran, Gedong Tengen, Yogyakarta 55271",
        "Yogyakarta",
        -7.7926,
        110.3658,
        SIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "UPG",
        "Kelana Counter Bandara Sultan Hasanuddin",
        "Area Kedatangan, Bandara Internasional Sultan Hasanuddin, Maros, Sulawesi Selatan 90552",
        "Maros",
        -5.0617,
        119.5540,
        SIM_AND_ESIM,
        AIRPORT_HOURS,
    ),
    PickupPoint(
        "BDG-BRAGA",
        "Kelana Outlet Braga",
        "Jl. Braga No. 47, Sumur Bandung, Bandung 40111",
        "Bandung",
        -6.9175,
        107.6096,
        SIM,
        OUTLET_HOURS,
    ),
    PickupPoint(
        "SRG",
        "Kelana Counter Bandara Jenderal Ahmad Yani",
        "Area Kedatangan, Bandara Jenderal Ahmad Yani, Semarang Barat, Semarang 50145",
        "Semarang",
        -6.9727,
        110.3753,
        SIM,
        AIRPORT_HOURS,
    ),
)
