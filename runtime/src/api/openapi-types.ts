// GENERATED FILE, do not edit: the types of the OpenAPI document the server writes
// (`kelana openapi`, served at /api/openapi.json). Regenerate with `pnpm api-types`;
// `make api-types-check` fails when this file is stale.

export interface paths {
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: operations["get_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the signed-in user's profile */
        patch: operations["update_profile"];
        trace?: never;
    };
    "/api/auth/profile-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check registration's profile fields before the account is created */
        post: operations["check_profile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the support team */
        post: operations["send_contact_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every country with its starting price */
        get: operations["list_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery-quote/province/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What sending a SIM card to a province costs, and the days it takes
         * @description The checkout shows it before the buyer pays; the order's total adds the same fee, computed on the server when the order is made. Pickup and eSIMs cost nothing.
         */
        get: operations["delivery_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every country the search finds: names in both languages, aliases, coverage */
        get: operations["list_destinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/districts/regency/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Districts of a regency, by name */
        get: operations["list_districts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference page (Swagger UI) */
        get: operations["api_docs_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Swagger UI asset of the reference page */
        get: operations["api_docs_asset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/initializer.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page's initializer script */
        get: operations["api_docs_initializer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server can reach its database */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/google-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the Google sign-in popup goes */
        get: operations["google_sign_in_popup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document */
        get: operations["openapi_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's orders, newest first */
        get: operations["list_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the signed-in user's orders, as it is now
         * @description What the payment result pages show: the order's number, amount, product, status and pickup point. Another user's order answers 404, as one that does not exist.
         */
        get: operations["get_order"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate the physical SIM card sold with an order, by its scanned or typed ICCID */
        post: operations["activate_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an order: the payment page's address, cash, transfer or {address} */
        post: operations["pay_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/pay-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay again: an order whose payment failed, expired or was cancelled, made afresh
         * @description A new order from the same lines, priced and its promo checked again on the server, its stock held again; the answer names it and how to pay it (as pay_order). Asked many times at once it makes one order. An order still awaiting payment answers itself. 409 (in `lng`) when sold out, the promo no longer applies, or already paid.
         */
        post: operations["pay_order_again"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/receipt-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let this browser open a paid order's receipt page
         * @description Sets a short-lived HttpOnly cookie naming the caller and answers the receipt page's address. An unpaid order, or another user's, answers 404.
         */
        post: operations["order_receipt_access"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an eSIM never installed, within the refund window (the buyer's button)
         * @description Only the order's buyer. A gateway payment is given back through the provider; a cash or transfer order needs `payout` (the buyer's bank account) and goes on staff's payout list. The order becomes `refunded` and its eSIM is voided. 409 (in `lng`) when the eSIM was installed, is not delivered, is a data package, the window has passed, or a refund exists (asked many times at once, it refunds once).
         */
        post: operations["refund_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an order: priced on the server, idempotent per order_id */
        post: operations["create_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank accounts a transfer is paid to, and within how many hours */
        get: operations["bank_accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider's HTTP notification (Midtrans' contract, SHA512 signed)
         * @description Sent by the provider, never by a browser. A forged or missing signature_key is refused with 401 and changes nothing; duplicates answer 200.
         */
        post: operations["payment_notification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickup-locations/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pickup points within a radius (km) of a position, nearest first */
        get: operations["pickup_locations_nearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pickup-locations/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pickup points that hand out a product type, by name */
        get: operations["pickup_locations_by_product"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: operations["get_product"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/country/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products of one country (its own, or the regions covering it), or region */
        get: operations["country_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/region/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products of one region, optionally of one type */
        get: operations["region_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/special": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The special products */
        get: operations["special_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promos shown to everyone */
        get: operations["list_promos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos/{code}/check-usage/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user has used a promo */
        get: operations["promo_usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos/{code}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products a promo applies to in one destination */
        get: operations["promo_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos/{code}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Apply a promo code to an order total */
        get: operations["validate_promo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promos/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The destinations a promo applies to (every promo's without `code`) */
        get: operations["promo_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provinces/country/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Provinces of a country, by name (only ID has areas) */
        get: operations["list_provinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refund-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The refund policy's numbers (the terms page states them) */
        get: operations["refund_policy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regencies/province/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regencies and cities of a province, by name */
        get: operations["list_regencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every region with its starting price */
        get: operations["list_regions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether eSIMs and SIM cards are in stock now (a product page's sold-out notice) */
        get: operations["stock_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telco/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The telco's signed event about an eSIM profile (downloaded, installed, ...)
         * @description Sent by the telco, never by a browser, with `X-Telco-Signature: sha256=<hex HMAC-SHA256 of the body with TELCO_WEBHOOK_SECRET>`. A missing or wrong signature is refused with 401 and changes nothing. The eSIM's state only moves forward: a repeated event id or a late event answers 200 with moved=false.
         */
        post: operations["telco_profile_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telco/user/packages/{iccid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data packages on one of the user's ICCIDs, with their usage (from the telco) */
        get: operations["iccid_packages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/iccids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's ICCIDs (SIM cards and eSIMs), newest first */
        get: operations["list_user_iccids"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/orders/{id}/iccid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's ICCID and, for an eSIM, its QR code (base64 PNG) and install links */
        get: operations["order_iccid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/villages/district/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Villages of a district, by name */
        get: operations["list_villages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the account */
        post: operations["delete_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The account of an ID token */
        post: operations["lookup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a code or reset the password */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:sendOobCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a verification or reset code */
        post: operations["send_oob_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with Google */
        post: operations["sign_in_with_idp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with password */
        post: operations["sign_in_with_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:signUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account */
        post: operations["sign_up"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply a code, change password or profile */
        post: operations["update_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identitytoolkit.googleapis.com/v1/accounts:verifyEmailCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the e-mail with its 6-digit code */
        post: operations["verify_email_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securetoken.googleapis.com/v1/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The keys that verify ID tokens (JWK set) */
        get: operations["public_keys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/securetoken.googleapis.com/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token */
        post: operations["refresh_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** ActivateBody */
        ActivateBody: {
            /**
             * Iccid
             * @description as typed or scanned
             */
            iccid: string;
        };
        /** Activated */
        Activated: {
            /** Iccid */
            iccid: string;
            /** Order Id */
            order_id: string;
            /** Status */
            status: string;
        };
        /** ActivateOrderResponse */
        ActivateOrderResponse: {
            data: components["schemas"]["Activated"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** Area */
        Area: {
            /** Id */
            id: string;
            /** Name */
            name: string;
        };
        /** AssetPath */
        AssetPath: {
            /**
             * Name
             * @enum {string}
             */
            name: "swagger-ui.css" | "swagger-ui-bundle.js" | "swagger-ui-standalone-preset.js" | "favicon-32x32.png";
        };
        /** BankAccount */
        BankAccount: {
            /**
             * Bank
             * @description e.g. BCA
             */
            bank: string;
            /**
             * Holder
             * @description the account holder
             */
            holder: string;
            /**
             * Number
             * @description as printed, e.g. 5270 4455 21
             */
            number: string;
        };
        /** BankAccounts */
        BankAccounts: {
            /** Accounts */
            accounts: components["schemas"]["BankAccount"][];
            /** Pay Within Hours */
            pay_within_hours: number;
        };
        /** BankAccountsResponse */
        BankAccountsResponse: {
            data: components["schemas"]["BankAccounts"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** BannerSlide */
        BannerSlide: {
            /** Link */
            link: string;
            /** Url */
            url: string;
        };
        /**
         * CatalogLanguage
         * @enum {string}
         */
        CatalogLanguage: "id" | "en";
        /** CheckProfileResponse */
        CheckProfileResponse: {
            data: components["schemas"]["ProfileCheckAnswer"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** CodeQuery */
        CodeQuery: {
            /**
             * Code
             * @default null
             */
            code: string | null;
        };
        /**
         * ContactForm
         * @description POST /api/contact. Every field is required; blanks count as missing.
         */
        ContactForm: {
            /** Address */
            address: string;
            /** Email */
            email: string;
            /** @default id */
            language: components["schemas"]["Language"];
            /** Message */
            message: string;
            /** Name */
            name: string;
            /** Phone Number */
            phone_number: string;
        };
        /** Country */
        Country: {
            /** Code */
            code: string;
            /** Name En */
            name_en: string;
            /** Name Id */
            name_id: string;
            /**
             * Starting Price
             * @description cheapest product in IDR, 0 when none
             */
            starting_price: number;
        };
        /** CountryPath */
        CountryPath: {
            /**
             * Country
             * @description ISO 3166 code; only ID has areas
             */
            country: string;
        };
        /** CountryProductsResponse */
        CountryProductsResponse: {
            data: components["schemas"]["ProductList"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** CountryQuery */
        CountryQuery: {
            /** Country */
            country: string;
        };
        /** CreateOrderResponse */
        CreateOrderResponse: {
            data: components["schemas"]["OrderCreated"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** Credentials */
        Credentials: {
            /**
             * Displayname
             * @default null
             */
            displayName: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /**
             * Password
             * @default null
             */
            password: string | null;
        };
        /**
         * DatabaseState
         * @enum {string}
         */
        DatabaseState: "reachable" | "unreachable";
        /** DeliveryAddress */
        DeliveryAddress: {
            /**
             * City
             * @default null
             */
            city: string | null;
            /**
             * Postal Code
             * @default null
             */
            postal_code: string | null;
            /**
             * State
             * @description the province
             * @default null
             */
            state: string | null;
            /**
             * Street
             * @default null
             */
            street: string | null;
        };
        /**
         * DeliveryQuote
         * @description What sending a SIM card to an address in this province costs, and how long it takes.
         */
        DeliveryQuote: {
            /**
             * Days
             * @description expected days from payment to the buyer's door
             */
            days: number;
            /**
             * Fee
             * @description whole Rupiah
             */
            fee: number;
            /**
             * Province Id
             * @description the province's code; None when not known
             */
            province_id: string | null;
        };
        /** DeliveryQuoteResponse */
        DeliveryQuoteResponse: {
            data: components["schemas"]["DeliveryQuote"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** DeliveryStepView */
        DeliveryStepView: {
            /**
             * At
             * Format: date-time
             */
            at: string;
            step: components["schemas"]["ShippingStep"];
        };
        /**
         * DeliveryType
         * @enum {string}
         */
        DeliveryType: "pickup" | "delivery";
        /**
         * DeliveryView
         * @description A SIM card sent to an address: what sending it cost, when it should arrive, and the
         *     steps staff took (packed, shipped with its courier and tracking number, delivered).
         */
        DeliveryView: {
            /**
             * Courier
             * @default null
             */
            courier: string | null;
            /**
             * Days
             * @description expected days from payment to the door
             */
            days: number | null;
            /**
             * Fee
             * @description whole Rupiah, part of the order's total
             */
            fee: number;
            /** @description the last step taken; None: not packed yet */
            step: components["schemas"]["ShippingStep"] | null;
            /**
             * Steps
             * @description the steps taken, oldest first
             */
            steps: components["schemas"]["DeliveryStepView"][];
            /**
             * Tracking Number
             * @default null
             */
            tracking_number: string | null;
        };
        /**
         * Destination
         * @description A country the search finds: every country, covered or not, so none is a dead end.
         */
        Destination: {
            /**
             * Aliases
             * @description other words for it: USA, Korsel, Umrah…
             */
            aliases: string[];
            /** Code */
            code: string;
            /**
             * Has Page
             * @description the store has this country's own page and products
             */
            has_page: boolean;
            /** Name En */
            name_en: string;
            /** Name Id */
            name_id: string;
            /**
             * Starting Price
             * @description cheapest product covering it in IDR (its own or a region's), 0 when none
             */
            starting_price: number;
        };
        /** DistrictPath */
        DistrictPath: {
            /**
             * Id
             * @description District code, e.g. 51.71.01
             */
            id: string;
        };
        /** Districts */
        Districts: {
            /** Districts */
            districts: components["schemas"]["Area"][];
        };
        /** EmailCodeRequest */
        EmailCodeRequest: {
            /**
             * Code
             * @default null
             */
            code: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
        };
        /**
         * ErrorData
         * @description `data` of an error envelope: a stable code, the field at fault, and details by kind.
         */
        ErrorData: {
            /** Code */
            code: string;
            /**
             * Field
             * @default null
             */
            field: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ErrorEnvelope
         * @description The SPEC envelope of every /api failure.
         */
        ErrorEnvelope: {
            data: components["schemas"]["ErrorData"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: false;
        };
        /**
         * FirebaseError
         * @description Every failure on the identity endpoints.
         */
        FirebaseError: {
            error: components["schemas"]["FirebaseErrorBody"];
        } & {
            [key: string]: unknown;
        };
        /** FirebaseErrorBody */
        FirebaseErrorBody: {
            /** Code */
            code: number;
            /** Errors */
            errors: components["schemas"]["FirebaseErrorDetail"][];
            /**
             * Message
             * @description a Firebase code such as EMAIL_EXISTS, maybe ' : detail'
             */
            message: string;
            /** Status */
            status: string;
        } & {
            [key: string]: unknown;
        };
        /** FirebaseErrorDetail */
        FirebaseErrorDetail: {
            /** Domain */
            domain: string;
            /** Message */
            message: string;
            /** Reason */
            reason: string;
        } & {
            [key: string]: unknown;
        };
        /** FirebaseUser */
        FirebaseUser: {
            /**
             * Createdat
             * @default null
             */
            createdAt: string | null;
            /** Disabled */
            disabled: boolean;
            /**
             * Displayname
             * @default null
             */
            displayName: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /** Emailverified */
            emailVerified: boolean;
            /**
             * Lastloginat
             * @default null
             */
            lastLoginAt: string | null;
            /** Localid */
            localId: string;
            /**
             * Passwordhash
             * @default null
             */
            passwordHash: string | null;
            /**
             * Passwordupdatedat
             * @default null
             */
            passwordUpdatedAt: number | null;
            /**
             * Photourl
             * @default null
             */
            photoUrl: string | null;
            /** Provideruserinfo */
            providerUserInfo: components["schemas"]["ProviderUserInfo"][];
            /** Validsince */
            validSince: string;
        } & {
            [key: string]: unknown;
        };
        /** GetOrderResponse */
        GetOrderResponse: {
            data: components["schemas"]["OrderView"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** GetProductResponse */
        GetProductResponse: {
            data: components["schemas"]["Product"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** GetProfileResponse */
        GetProfileResponse: {
            data: components["schemas"]["Profile"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * GooglePopup
         * @description Where the "Login dengan Google" popup goes: the local stand-in or Google's consent page.
         */
        GooglePopup: {
            /** Nonce */
            nonce: string;
            /** Popup Url */
            popup_url: string;
            /** Stand In */
            stand_in: boolean;
        };
        /** GoogleSignInPopupResponse */
        GoogleSignInPopupResponse: {
            data: components["schemas"]["GooglePopup"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** HealthReport */
        HealthReport: {
            database: components["schemas"]["DatabaseState"];
        };
        /** HealthResponse */
        HealthResponse: {
            data: components["schemas"]["HealthReport"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** HealthResponse503 */
        HealthResponse503: {
            data: components["schemas"]["HealthReport"];
            /** Message */
            message: string;
            /** Success */
            success: boolean;
        };
        /** IccidDetails */
        IccidDetails: {
            /**
             * Activation Code
             * @description LPA:1$<SM-DP+ address>$<matching id>
             */
            activation_code: string | null;
            /**
             * Android Install Url
             * @default null
             */
            android_install_url: string | null;
            /** Iccid */
            iccid: string;
            /**
             * Install State
             * @description the eSIM profile as the telco's events tell it, only ever forward: not_installed, downloaded, installed, enabled (the line works), disabled, removed (deleted or voided); null for a SIM card
             * @default null
             */
            install_state: ("not_installed" | "downloaded" | "installed" | "enabled" | "disabled" | "removed") | null;
            /**
             * Install State At
             * @description when the telco says the state was reached
             * @default null
             */
            install_state_at: string | null;
            /**
             * Installed Device
             * @description e.g. Apple iPhone 15
             * @default null
             */
            installed_device: string | null;
            /**
             * Ios Install Url
             * @default null
             */
            ios_install_url: string | null;
            /**
             * Matching Id
             * @default null
             */
            matching_id: string | null;
            /**
             * Qr Code
             * @description PNG of the activation code, base64; eSIM only
             */
            qr_code: string | null;
            /**
             * Qr Code Format
             * @default null
             */
            qr_code_format: "base64_png" | null;
            /**
             * Smdp Address
             * @default null
             */
            smdp_address: string | null;
            /** Status */
            status: string;
            /** Type */
            type: string;
        };
        /** IccidList */
        IccidList: {
            /** Iccids */
            iccids: components["schemas"]["IccidRecord"][];
        };
        /** IccidPackagesResponse */
        IccidPackagesResponse: {
            data: components["schemas"]["Packages"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** IccidPath */
        IccidPath: {
            /** Iccid */
            iccid: string;
        };
        /** IccidRecord */
        IccidRecord: {
            /**
             * Assigned At
             * @default null
             */
            assigned_at: string | null;
            /** Iccid */
            iccid: string;
            /**
             * Install By
             * @description the deadline to install the eSIM or activate the card
             * @default null
             */
            install_by: string | null;
            /**
             * Install State
             * @description the eSIM profile as the telco's events tell it, only ever forward: not_installed, downloaded, installed, enabled (the line works), disabled, removed (deleted or voided); null for a SIM card
             * @default null
             */
            install_state: ("not_installed" | "downloaded" | "installed" | "enabled" | "disabled" | "removed") | null;
            /**
             * Install State At
             * @description when the telco says the state was reached
             * @default null
             */
            install_state_at: string | null;
            /**
             * Installed Device
             * @description e.g. Apple iPhone 15
             * @default null
             */
            installed_device: string | null;
            /**
             * Order Id
             * @description the order that sold it
             * @default null
             */
            order_id: string | null;
            /**
             * Product Id
             * @description the catalog product it came with
             * @default null
             */
            product_id: string | null;
            /**
             * Product Name
             * @description what was bought, Indonesian
             * @default null
             */
            product_name: string | null;
            /**
             * Product Name En
             * @description the same name in English
             * @default null
             */
            product_name_en: string | null;
            /**
             * Status
             * @description available, held, assigned, active or retired
             */
            status: string;
            /**
             * Top Up
             * @description a data package can go on it now (the buyer's own, assigned or active)
             * @default false
             */
            top_up: boolean;
            /**
             * Type
             * @description physical_sim or esim
             */
            type: string;
            /**
             * Validity Days
             * @description days the plan bought lasts
             * @default null
             */
            validity_days: number | null;
            /**
             * Validity Starts
             * @description when those days start: at the first connection at the destination, or when the eSIM is installed / the SIM card activated (never at purchase)
             * @default null
             */
            validity_starts: ("first_connection" | "installation") | null;
            /** Vendor */
            vendor: string;
        };
        /** IdpRequest */
        IdpRequest: {
            /**
             * Postbody
             * @default null
             */
            postBody: string | null;
            /**
             * Requesturi
             * @default null
             */
            requestUri: string | null;
        };
        /** KindOnly */
        KindOnly: {
            /** Kind */
            kind: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * Language
         * @enum {string}
         */
        Language: "id" | "en";
        /**
         * LanguageFilter
         * @description `?lang=en`: product texts in English (else Accept-Language; Indonesian by default).
         */
        LanguageFilter: {
            /** @default null */
            lang: components["schemas"]["CatalogLanguage"] | null;
        };
        /** LanguageQuery */
        LanguageQuery: {
            /**
             * Lng
             * @description the buyer's language for the refusal's words (else Indonesian)
             * @default null
             */
            lng: ("id" | "en") | null;
        };
        /** ListCountriesResponse */
        ListCountriesResponse: {
            /** Data */
            data: components["schemas"]["Country"][];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListDestinationsResponse */
        ListDestinationsResponse: {
            /** Data */
            data: components["schemas"]["Destination"][];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListDistrictsResponse */
        ListDistrictsResponse: {
            data: components["schemas"]["Districts"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListOrdersResponse */
        ListOrdersResponse: {
            /** Data */
            data: components["schemas"]["OrderView"][];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListPromosResponse */
        ListPromosResponse: {
            data: components["schemas"]["PromoList"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListProvincesResponse */
        ListProvincesResponse: {
            data: components["schemas"]["Provinces"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListRegenciesResponse */
        ListRegenciesResponse: {
            data: components["schemas"]["Regencies"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListRegionsResponse */
        ListRegionsResponse: {
            /** Data */
            data: components["schemas"]["Region"][];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListUserIccidsResponse */
        ListUserIccidsResponse: {
            data: components["schemas"]["IccidList"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ListVillagesResponse */
        ListVillagesResponse: {
            data: components["schemas"]["Villages"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** LookupResponse */
        LookupResponse: {
            /** Kind */
            kind: string;
            /** Users */
            users: components["schemas"]["FirebaseUser"][];
        } & {
            [key: string]: unknown;
        };
        /** OrderPath */
        modules__esim__schemas__OrderPath: {
            /** Id */
            id: string;
        };
        /** OrderPath */
        modules__orders__schemas__OrderPath: {
            /**
             * Id
             * @description 10 characters A-Z 0-9
             */
            id: string;
        };
        /**
         * Money
         * @description SPEC's price list entry. Amounts are whole Rupiah: integers, never floats.
         */
        Money: {
            /** Amount */
            amount: number;
            /**
             * Currency
             * @default IDR
             */
            currency: string;
        };
        /** NearbyQuery */
        NearbyQuery: {
            /** Latitude */
            latitude: number;
            /**
             * Limit
             * @default 5
             */
            limit: number;
            /** Longitude */
            longitude: number;
            /**
             * Radius
             * @description km
             * @default 5
             */
            radius: number;
        };
        /**
         * Notification
         * @description The fields of a Midtrans HTTP notification this store reads (it sends more; they are
         *     kept in the stored raw body).
         */
        Notification: {
            /**
             * Fraud Status
             * @default null
             */
            fraud_status: string | null;
            /**
             * Gross Amount
             * @description e.g. "104000.00"
             */
            gross_amount: string;
            /** Order Id */
            order_id: string;
            /**
             * Payment Type
             * @default null
             */
            payment_type: string | null;
            /**
             * Signature Key
             * @default
             */
            signature_key: string;
            /** Status Code */
            status_code: string;
            /**
             * Status Message
             * @default null
             */
            status_message: string | null;
            /**
             * Transaction Id
             * @default null
             */
            transaction_id: string | null;
            /** Transaction Status */
            transaction_status: string;
            /**
             * Transaction Time
             * @default null
             */
            transaction_time: string | null;
        } & {
            [key: string]: unknown;
        };
        /** NotificationAnswer */
        NotificationAnswer: {
            /** Order Id */
            order_id: string;
            /**
             * Status
             * @description The payment's state after this notification
             */
            status: string;
        };
        /** OobRequest */
        OobRequest: {
            /**
             * Email
             * @default null
             */
            email: string | null;
            /**
             * Idtoken
             * @default null
             */
            idToken: string | null;
            /**
             * Requesttype
             * @default null
             */
            requestType: string | null;
        };
        /** OobResponse */
        OobResponse: {
            /** Email */
            email: string;
            /** Kind */
            kind: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * OrderCreate
         * @description POST /api/order/create (SPEC §3 Order creation payload).
         */
        OrderCreate: {
            /**
             * Country
             * @default null
             */
            country: string | null;
            /** @default null */
            delivery_address: components["schemas"]["DeliveryAddress"] | null;
            /** @default null */
            delivery_type: components["schemas"]["DeliveryType"] | null;
            /**
             * Order Details
             * @description one product per order
             */
            order_details: components["schemas"]["OrderDetailInput"][];
            /**
             * Order Id
             * @description 10 characters A-Z 0-9
             */
            order_id: string;
            payment_method: components["schemas"]["PaymentMethod"];
            /**
             * Pickup Location
             * @default null
             */
            pickup_location: string | null;
            /**
             * Promo Code
             * @default null
             */
            promo_code: string | null;
            /**
             * Region
             * @default null
             */
            region: string | null;
        };
        /**
         * OrderCreated
         * @description SPEC §3 Order response.
         */
        OrderCreated: {
            /**
             * Delivery Days
             * @description expected days, for a SIM card sent
             */
            delivery_days: number | null;
            /**
             * Delivery Fee Amount
             * @description sending a SIM card to an address; else 0
             */
            delivery_fee_amount: number;
            /** Discount Amount */
            discount_amount: number;
            /** Order Details */
            order_details: components["schemas"]["OrderDetail"][];
            /** Order Id */
            order_id: string;
            payment_method: components["schemas"]["PaymentMethod"];
            /** Promo Code */
            promo_code: string | null;
            status: components["schemas"]["OrderStatus"];
            /** Subtotal Amount */
            subtotal_amount: number;
            /**
             * Total Amount
             * @description what the buyer pays, in whole Rupiah
             */
            total_amount: number;
        };
        /** OrderDetail */
        OrderDetail: {
            /**
             * Iccid
             * @default null
             */
            iccid: string | null;
            /**
             * Name
             * @description the product's name when it was bought (Indonesian)
             */
            name: string;
            /**
             * Name En
             * @description the same name in English
             */
            name_en: string;
            /**
             * Price
             * @description whole Rupiah, from the catalog
             */
            price: number;
            /** Product Id */
            product_id: string;
            /** Quantity */
            quantity: number;
            type: components["schemas"]["ProductType"];
        };
        /** OrderDetailInput */
        OrderDetailInput: {
            /**
             * Currency
             * @default IDR
             */
            currency: string;
            /**
             * Iccid
             * @default null
             */
            iccid: string | null;
            /** Product Id */
            product_id: string;
            /**
             * Quantity
             * @description always 1 (SPEC §9)
             * @default 1
             */
            quantity: number;
        };
        /** OrderIccid */
        OrderIccid: {
            iccid_details: components["schemas"]["IccidDetails"];
        };
        /** OrderIccidResponse */
        OrderIccidResponse: {
            data: components["schemas"]["OrderIccid"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * OrderPickupPoint
         * @description Where a cash or pickup order is collected, as the point is now.
         */
        OrderPickupPoint: {
            /** Address */
            address: string;
            /** City */
            city: string;
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Opening Hours */
            opening_hours: string;
        };
        /** OrderReceiptAccessResponse */
        OrderReceiptAccessResponse: {
            data: components["schemas"]["ReceiptAccess"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * OrderStatus
         * @description SPEC §4, spelt as SPEC spells them (`provesioning` included).
         * @enum {string}
         */
        OrderStatus: "awaiting_payment" | "paid" | "provesioning" | "provisioned" | "provision_failed" | "payment_failed" | "expired" | "refunded";
        /**
         * OrderView
         * @description SPEC §3 Order, as GET /api/order lists it.
         */
        OrderView: {
            /**
             * Can Pay Again
             * @description its payment failed, expired or was cancelled: POST /api/order/{id}/pay-again
             * @default false
             */
            can_pay_again: boolean;
            /**
             * Can Refund
             * @description an eSIM never installed, within the refund window: POST /api/order/{id}/refund
             * @default false
             */
            can_refund: boolean;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * @description only for a SIM card sent to an address
             * @default null
             */
            delivery: components["schemas"]["DeliveryView"] | null;
            /**
             * Delivery Fee Amount
             * @description sending a SIM card to an address; else 0
             */
            delivery_fee_amount: number;
            /** Discount Amount */
            discount_amount: number;
            /** Final Amount */
            final_amount: number;
            /** Order Details */
            order_details: components["schemas"]["OrderDetail"][];
            /** Order Id */
            order_id: string;
            payment_method: components["schemas"]["PaymentMethod"];
            /**
             * @description GET /api/order/{id} only: the pickup point it names
             * @default null
             */
            pickup_point: components["schemas"]["OrderPickupPoint"] | null;
            /** Promo Code */
            promo_code: string | null;
            /**
             * Refund State
             * @description its refund, once asked: awaiting_approval, approved, refunded, payout_pending, paid_out or failed
             * @default null
             */
            refund_state: string | null;
            /**
             * Refund Until
             * @description the last moment the buyer can ask for that refund
             * @default null
             */
            refund_until: string | null;
            status: components["schemas"]["OrderStatus"];
            /** Subtotal Amount */
            subtotal_amount: number;
        };
        /**
         * Package
         * @description SPEC §3 ICCID package, with the usage figure the quota page shows.
         */
        Package: {
            /**
             * Endtime
             * @default null
             */
            endTime: string | null;
            /** Id */
            id: string;
            /** Name */
            name: string;
            /**
             * Name En
             * @description the same name in English, when known
             * @default null
             */
            name_en: string | null;
            /**
             * Orderid
             * @default null
             */
            orderId: string | null;
            /** Packagetype */
            packageType: string;
            /**
             * Status
             * @description ACTIVE, INACTIVE, or NOT_STARTED (waits for its first use)
             */
            status: string;
            /** Supportrefill */
            supportRefill: boolean;
            /**
             * Totalmb
             * @default null
             */
            totalMb: number | null;
            /**
             * Usageupdatedat
             * @default null
             */
            usageUpdatedAt: string | null;
            /**
             * Usedmb
             * @default 0
             */
            usedMb: number;
            /**
             * Validitydays
             * @default null
             */
            validityDays: number | null;
        };
        /** Packages */
        Packages: {
            /** Packages */
            packages: components["schemas"]["Package"][];
        };
        /**
         * PayAgainAnswer
         * @description POST /api/order/{id}/pay-again: the order to pay now (made afresh from the same lines,
         *     priced again) and how to pay it, as POST /api/order/{id}/pay answers.
         */
        PayAgainAnswer: {
            /** Order Id */
            order_id: string;
            payment_method: components["schemas"]["PaymentMethod"];
            /** Payment Url */
            payment_url: string;
            /** Total Amount */
            total_amount: number;
        };
        /**
         * PaymentAnswer
         * @description SPEC §3 Payment response: a page's https address, `cash`, `transfer`, or `{address}`
         *     for a fully discounted promo claim (SPEC §4, Payment_url result).
         */
        PaymentAnswer: {
            /** Payment Url */
            payment_url: string;
        };
        /**
         * PaymentMethod
         * @description The order payload's payment_method.
         * @enum {string}
         */
        PaymentMethod: "gateway" | "cash" | "transfer";
        /** PaymentNotificationResponse */
        PaymentNotificationResponse: {
            data: components["schemas"]["NotificationAnswer"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** PayOrderAgainResponse */
        PayOrderAgainResponse: {
            data: components["schemas"]["PayAgainAnswer"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** PayOrderResponse */
        PayOrderResponse: {
            data: components["schemas"]["PaymentAnswer"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** PickupLocations */
        PickupLocations: {
            /** Pickup Locations */
            pickup_locations: components["schemas"]["PickupLocationView"][];
        };
        /** PickupLocationsByProductResponse */
        PickupLocationsByProductResponse: {
            data: components["schemas"]["PickupLocations"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** PickupLocationsNearbyResponse */
        PickupLocationsNearbyResponse: {
            data: components["schemas"]["PickupLocations"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** PickupLocationView */
        PickupLocationView: {
            /** Address */
            address: string;
            /** City */
            city: string;
            /**
             * Distance Km
             * @description Only in nearby answers
             * @default null
             */
            distance_km: number | null;
            /** Id */
            id: string;
            /** Latitude */
            latitude: number;
            /** Longitude */
            longitude: number;
            /** Name */
            name: string;
            /** Opening Hours */
            opening_hours: string;
            /** Product Types */
            product_types: components["schemas"]["ProductType"][];
        };
        /** Product */
        Product: {
            /** Countries */
            countries: string[];
            /** @default null */
            facts: components["schemas"]["ProductFacts"] | null;
            /** Items */
            items: components["schemas"]["ProductItem"][];
            /** Location Code */
            location_code: string | null;
            /** Name */
            name: string;
            /** Note */
            note: string;
            /** Price */
            price: components["schemas"]["Money"][];
            /** Product Id */
            product_id: string;
            scope: components["schemas"]["ProductScope"];
            type: components["schemas"]["ProductType"];
            /**
             * @default {
             *       "install_within_days": 30,
             *       "starts": "first_connection"
             *     }
             */
            validity: components["schemas"]["ValidityRule"];
        };
        /**
         * ProductFacts
         * @description What a traveller compares between packages, shown on each card.
         */
        ProductFacts: {
            /**
             * Data Gb
             * @description data included in GB; null when unlimited
             */
            data_gb: number | null;
            /**
             * Hotspot
             * @description tethering / personal hotspot allowed
             */
            hotspot: boolean;
            /**
             * Network
             * @description e.g. 4G/5G; empty when unknown
             */
            network: string;
            /**
             * Operators
             * @description the partner networks, where known
             */
            operators: string[];
            /** Unlimited */
            unlimited: boolean;
            /**
             * Validity Days
             * @description how long its data plan (first item) lasts, in days
             */
            validity_days: number;
        };
        /**
         * ProductFilter
         * @description `?type=esim_bundle`: one tab of an order page (SPEC: lists by country and product type).
         */
        ProductFilter: {
            /** @default null */
            lang: components["schemas"]["CatalogLanguage"] | null;
            /** @default null */
            type: components["schemas"]["ProductType"] | null;
        };
        /** ProductItem */
        ProductItem: {
            /** Item Desc */
            item_desc: string;
            /** Item Id */
            item_id: number;
            /** Item Name */
            item_name: string;
            /** Price */
            price: components["schemas"]["Money"][];
            /** Validity Days */
            validity_days: number;
        };
        /**
         * ProductList
         * @description The products of one country or region page.
         */
        ProductList: {
            /** Products */
            products: components["schemas"]["Product"][];
        };
        /**
         * ProductScope
         * @description Where a product is listed: one country, one multi-country region, or the special page.
         * @enum {string}
         */
        ProductScope: "country" | "region" | "special";
        /**
         * ProductType
         * @description SPEC §3: the only three kinds of thing the store sells.
         * @enum {string}
         */
        ProductType: "sim_bundle" | "esim_bundle" | "data_package";
        /** ProductTypeQuery */
        ProductTypeQuery: {
            product_type: components["schemas"]["ProductType"];
        };
        /**
         * Profile
         * @description SPEC §3 User, as GET /api/auth/me returns it in `data`.
         */
        Profile: {
            /**
             * Address
             * @default null
             */
            address: string | null;
            /**
             * Country
             * @default ID
             */
            country: string;
            /**
             * District
             * @default null
             */
            district: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /**
             * Emailverified
             * @default false
             */
            emailVerified: boolean;
            /**
             * Name
             * @default null
             */
            name: string | null;
            /** @default null */
            occupation: components["schemas"]["Purpose"] | null;
            /**
             * Phone
             * @default null
             */
            phone: string | null;
            /**
             * Postal Code
             * @default null
             */
            postal_code: string | null;
            /**
             * Province State
             * @default null
             */
            province_state: string | null;
            /**
             * Regency City
             * @default null
             */
            regency_city: string | null;
            /** Uid */
            uid: string;
            /**
             * Village
             * @default null
             */
            village: string | null;
        };
        /**
         * ProfileChanges
         * @description PATCH /api/auth/me: what the client may change. Absent fields stay as they are; the
         *     e-mail may be sent (registration does) but must be the account's own.
         */
        ProfileChanges: {
            /**
             * Address
             * @default null
             */
            address: string | null;
            /**
             * Country
             * @default null
             */
            country: string | null;
            /**
             * District
             * @default null
             */
            district: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /**
             * Name
             * @default null
             */
            name: string | null;
            /** @default null */
            occupation: components["schemas"]["Purpose"] | null;
            /**
             * Phone
             * @default null
             */
            phone: string | null;
            /**
             * Postal Code
             * @default null
             */
            postal_code: string | null;
            /**
             * Province State
             * @default null
             */
            province_state: string | null;
            /**
             * Regency City
             * @default null
             */
            regency_city: string | null;
            /**
             * Village
             * @default null
             */
            village: string | null;
        };
        /**
         * ProfileCheck
         * @description POST /api/auth/profile-check: registration's profile fields, checked before the account
         *     is created (a refused phone number must not leave an account behind).
         */
        ProfileCheck: {
            /** Name */
            name: string;
            occupation: components["schemas"]["Purpose"];
            /** Phone */
            phone: string;
        };
        /** ProfileCheckAnswer */
        ProfileCheckAnswer: {
            /**
             * Phone
             * @description the number as the store stores it (E.164)
             */
            phone: string;
        };
        /** Promo */
        Promo: {
            /** Amount */
            amount: number;
            /** @default null */
            banner: components["schemas"]["PromoBanner"] | null;
            /** Code */
            code: string;
            /** Expiry Date */
            expiry_date: string | null;
            /**
             * Max Discount
             * @default null
             */
            max_discount: number | null;
            /**
             * Min Total Amount
             * @default 0
             */
            min_total_amount: number;
            /** Name */
            name: string;
            /**
             * Once Per User
             * @default false
             */
            once_per_user: boolean;
            /**
             * Start Date
             * Format: date-time
             */
            start_date: string;
            type: components["schemas"]["PromoType"];
        };
        /** PromoBanner */
        PromoBanner: {
            desktop: components["schemas"]["BannerSlide"];
            mobile: components["schemas"]["BannerSlide"];
        };
        /**
         * PromoCountries
         * @description GET /api/promos/countries: the destinations a promo (or any promo) applies to.
         */
        PromoCountries: {
            /** Countries */
            countries: components["schemas"]["PromoCountry"][];
        };
        /** PromoCountriesResponse */
        PromoCountriesResponse: {
            data: components["schemas"]["PromoCountries"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** PromoCountry */
        PromoCountry: {
            /** Code */
            code: string;
            /** Name En */
            name_en: string;
            /** Name Id */
            name_id: string;
        };
        /**
         * PromoList
         * @description GET /api/promos: the promos shown to everyone.
         */
        PromoList: {
            /** Promos */
            promos: components["schemas"]["Promo"][];
        };
        /** PromoProducts */
        PromoProducts: {
            /** Products */
            products: components["schemas"]["Product"][];
            /** Promo Code */
            promo_code: string;
        };
        /** PromoProductsResponse */
        PromoProductsResponse: {
            data: components["schemas"]["PromoProducts"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * PromoType
         * @enum {string}
         */
        PromoType: "percent" | "fixed";
        /** PromoUsage */
        PromoUsage: {
            /** Has Used */
            has_used: boolean;
        };
        /** PromoUsageResponse */
        PromoUsageResponse: {
            data: components["schemas"]["PromoUsage"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** PromoValidation */
        PromoValidation: {
            /**
             * Discount
             * @description whole Rupiah, never more than the total
             */
            discount: number;
            /** Final Amount */
            final_amount: number;
            promo: components["schemas"]["Promo"];
        };
        /** ProviderUserInfo */
        ProviderUserInfo: {
            /**
             * Displayname
             * @default null
             */
            displayName: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /** Federatedid */
            federatedId: string;
            /**
             * Photourl
             * @default null
             */
            photoUrl: string | null;
            /** Providerid */
            providerId: string;
            /** Rawid */
            rawId: string;
        } & {
            [key: string]: unknown;
        };
        /** ProvincePath */
        ProvincePath: {
            /**
             * Id
             * @description Province code, e.g. 51
             */
            id: string;
        };
        /** Provinces */
        Provinces: {
            /** Provinces */
            provinces: components["schemas"]["Area"][];
        };
        /**
         * PublicKey
         * @description A JSON Web Key (RFC 7517) that verifies ID tokens.
         */
        PublicKey: {
            /** Alg */
            alg: string;
            /** E */
            e: string;
            /**
             * Key Ops
             * @default null
             */
            key_ops: string[] | null;
            /** Kid */
            kid: string;
            /** Kty */
            kty: string;
            /** N */
            n: string;
            /** Use */
            use: string;
        } & {
            [key: string]: unknown;
        };
        /** PublicKeys */
        PublicKeys: {
            /** Keys */
            keys: components["schemas"]["PublicKey"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * Purpose
         * @description Why the traveller travels (SPEC §3 Registration payload: purpose values).
         * @enum {string}
         */
        Purpose: "bekerja" | "pendidikan" | "liburan";
        /**
         * ReceiptAccess
         * @description POST /api/order/{id}/receipt-access: the receipt page's address; the answer also sets a
         *     short-lived cookie that lets this browser open it.
         */
        ReceiptAccess: {
            /** Url */
            url: string;
        };
        /** RefreshRequest */
        RefreshRequest: {
            /**
             * Granttype
             * @default null
             */
            grantType: string | null;
            /**
             * Refreshtoken
             * @default null
             */
            refreshToken: string | null;
        };
        /** RefundAnswer */
        RefundAnswer: {
            /** Amount */
            amount: number;
            method: components["schemas"]["PaymentMethod"];
            /** Order Id */
            order_id: string;
            /** Refund State */
            refund_state: string;
            status: components["schemas"]["OrderStatus"];
        };
        /**
         * RefundBody
         * @description POST /api/order/{id}/refund: the bank account for a cash or transfer order (a gateway
         *     payment goes back the way it came).
         */
        RefundBody: {
            /** @default null */
            payout: components["schemas"]["RefundPayout"] | null;
        };
        /** RefundOrderResponse */
        RefundOrderResponse: {
            data: components["schemas"]["RefundAnswer"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * RefundPayout
         * @description The buyer's bank account, for a cash or transfer order's refund.
         */
        RefundPayout: {
            /** Account Holder */
            account_holder: string;
            /** Account Number */
            account_number: string;
            /** Bank Name */
            bank_name: string;
        };
        /** RefundPolicy */
        RefundPolicy: {
            /**
             * Window Days
             * @description days after an eSIM's delivery its buyer may refund it if never installed (0: only through support)
             */
            window_days: number;
        };
        /** RefundPolicyResponse */
        RefundPolicyResponse: {
            data: components["schemas"]["RefundPolicy"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** Regencies */
        Regencies: {
            /** Regencies */
            regencies: components["schemas"]["Area"][];
        };
        /** RegencyPath */
        RegencyPath: {
            /**
             * Id
             * @description Regency code, e.g. 51.71
             */
            id: string;
        };
        /** Region */
        Region: {
            /** Available */
            available: boolean;
            /** Code */
            code: string;
            /**
             * Countries
             * @default []
             */
            countries: string[];
            /** Name En */
            name_en: string;
            /** Name Id */
            name_id: string;
            /**
             * Price
             * @description starting price: cheapest product in IDR, 0 when none
             */
            price: number;
        };
        /** RegionProductsResponse */
        RegionProductsResponse: {
            data: components["schemas"]["ProductList"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** ResetPasswordResponse */
        ResetPasswordResponse: {
            /** Email */
            email: string;
            /** Kind */
            kind: string;
            /** Requesttype */
            requestType: string;
        } & {
            [key: string]: unknown;
        };
        /** ResetRequest */
        ResetRequest: {
            /**
             * Newpassword
             * @default null
             */
            newPassword: string | null;
            /**
             * Oobcode
             * @default null
             */
            oobCode: string | null;
        };
        /** SendContactMessageResponse */
        SendContactMessageResponse: {
            /** Data */
            data: null;
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * ShippingStep
         * @description A SIM card sent to an address, as staff move it: forward only, one step at a time.
         * @enum {string}
         */
        ShippingStep: "packed" | "shipped" | "delivered";
        /** SignInResponse */
        SignInResponse: {
            /** Displayname */
            displayName: string;
            /** Email */
            email: string | null;
            /** Expiresin */
            expiresIn: string;
            /** Idtoken */
            idToken: string;
            /** Kind */
            kind: string;
            /** Localid */
            localId: string;
            /** Refreshtoken */
            refreshToken: string;
        } & {
            [key: string]: unknown;
        };
        /** SpecialProductsResponse */
        SpecialProductsResponse: {
            /** Data */
            data: components["schemas"]["Product"][];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * StockAvailability
         * @description Whether each kind of card can be bought now: a product page shows "sold out" when not.
         */
        StockAvailability: {
            /**
             * Esim
             * @description an eSIM bundle can be ordered
             */
            esim: boolean;
            /**
             * Physical Sim
             * @description a SIM card bundle can be ordered
             */
            physical_sim: boolean;
        };
        /** StockAvailabilityResponse */
        StockAvailabilityResponse: {
            data: components["schemas"]["StockAvailability"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** TelcoDevice */
        TelcoDevice: {
            /**
             * Make
             * @default
             */
            make: string;
            /**
             * Model
             * @default
             */
            model: string;
        };
        /**
         * TelcoEvent
         * @description A signed event the telco sends about an eSIM profile (the body of POST /api/telco/events).
         */
        TelcoEvent: {
            /** @default null */
            device: components["schemas"]["TelcoDevice"] | null;
            /**
             * Event
             * @enum {string}
             */
            event: "profile.downloaded" | "profile.installed" | "profile.enabled" | "profile.disabled" | "profile.deleted";
            /** Event Id */
            event_id: string;
            /** Iccid */
            iccid: string;
            /**
             * Occurred At
             * Format: date-time
             */
            occurred_at: string;
        };
        /** TelcoEventReceived */
        TelcoEventReceived: {
            /** Iccid */
            iccid: string;
            /**
             * Install State
             * @enum {string}
             */
            install_state: "not_installed" | "downloaded" | "installed" | "enabled" | "disabled" | "removed";
            /**
             * Moved
             * @description false: a repeat or a late event, nothing changed
             */
            moved: boolean;
        };
        /** TelcoProfileEventResponse */
        TelcoProfileEventResponse: {
            data: components["schemas"]["TelcoEventReceived"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** TokenResponse */
        TokenResponse: {
            /** Access Token */
            access_token: string;
            /** Expires In */
            expires_in: string;
            /** Id Token */
            id_token: string;
            /** Project Id */
            project_id: string;
            /** Refresh Token */
            refresh_token: string;
            /** Token Type */
            token_type: string;
            /** User Id */
            user_id: string;
        } & {
            [key: string]: unknown;
        };
        /** TotalQuery */
        TotalQuery: {
            /**
             * Product Id
             * @default null
             */
            product_id: string | null;
            /**
             * Total Amount
             * @description order total in whole Rupiah
             */
            total_amount: number;
        };
        /** UpdateProfileResponse */
        UpdateProfileResponse: {
            data: components["schemas"]["Profile"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /** UpdateRequest */
        UpdateRequest: {
            /** Deleteattribute */
            deleteAttribute?: string[];
            /**
             * Displayname
             * @default null
             */
            displayName: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /**
             * Idtoken
             * @default null
             */
            idToken: string | null;
            /**
             * Oobcode
             * @default null
             */
            oobCode: string | null;
            /**
             * Password
             * @default null
             */
            password: string | null;
            /**
             * Photourl
             * @default null
             */
            photoUrl: string | null;
        };
        /** UpdateResponse */
        UpdateResponse: {
            /**
             * Createdat
             * @default null
             */
            createdAt: string | null;
            /** Disabled */
            disabled: boolean;
            /**
             * Displayname
             * @default null
             */
            displayName: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /** Emailverified */
            emailVerified: boolean;
            /**
             * Expiresin
             * @default null
             */
            expiresIn: string | null;
            /**
             * Idtoken
             * @default null
             */
            idToken: string | null;
            /** Kind */
            kind: string;
            /**
             * Lastloginat
             * @default null
             */
            lastLoginAt: string | null;
            /** Localid */
            localId: string;
            /**
             * Passwordhash
             * @default null
             */
            passwordHash: string | null;
            /**
             * Passwordupdatedat
             * @default null
             */
            passwordUpdatedAt: number | null;
            /**
             * Photourl
             * @default null
             */
            photoUrl: string | null;
            /** Provideruserinfo */
            providerUserInfo: components["schemas"]["ProviderUserInfo"][];
            /**
             * Refreshtoken
             * @default null
             */
            refreshToken: string | null;
            /** Validsince */
            validSince: string;
        } & {
            [key: string]: unknown;
        };
        /** ValidatePromoResponse */
        ValidatePromoResponse: {
            data: components["schemas"]["PromoValidation"];
            /** Message */
            message: string;
            /**
             * Success
             * @constant
             */
            success: true;
        };
        /**
         * ValidityRule
         * @description When the days of a plan start, and the deadline to install it (or activate the card).
         */
        ValidityRule: {
            /**
             * Install Within Days
             * @description days after purchase to install the eSIM or activate the SIM card
             */
            install_within_days: number;
            /** @description first_connection: at the first data use at the destination; installation: when the eSIM is installed or the SIM card activated */
            starts: components["schemas"]["ValidityStart"];
        };
        /**
         * ValidityStart
         * @description When a plan's days start counting: never at purchase, so buying before a trip loses none.
         * @enum {string}
         */
        ValidityStart: "first_connection" | "installation";
        /** VerifyEmailCodeResponse */
        VerifyEmailCodeResponse: {
            /**
             * Createdat
             * @default null
             */
            createdAt: string | null;
            /** Disabled */
            disabled: boolean;
            /**
             * Displayname
             * @default null
             */
            displayName: string | null;
            /**
             * Email
             * @default null
             */
            email: string | null;
            /** Emailverified */
            emailVerified: boolean;
            /** Kind */
            kind: string;
            /**
             * Lastloginat
             * @default null
             */
            lastLoginAt: string | null;
            /** Localid */
            localId: string;
            /**
             * Passwordhash
             * @default null
             */
            passwordHash: string | null;
            /**
             * Passwordupdatedat
             * @default null
             */
            passwordUpdatedAt: number | null;
            /**
             * Photourl
             * @default null
             */
            photoUrl: string | null;
            /** Provideruserinfo */
            providerUserInfo: components["schemas"]["ProviderUserInfo"][];
            /** Validsince */
            validSince: string;
        } & {
            [key: string]: unknown;
        };
        /** Villages */
        Villages: {
            /** Villages */
            villages: components["schemas"]["Area"][];
        };
        /** WithIdToken */
        WithIdToken: {
            /**
             * Idtoken
             * @default null
             */
            idToken: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    get_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetProfileResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileChanges"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateProfileResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    check_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileCheck"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckProfileResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_contact_message: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendContactMessageResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListCountriesResponse"];
                };
            };
        };
    };
    delivery_quote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryQuoteResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_destinations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDestinationsResponse"];
                };
            };
        };
    };
    list_districts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListDistrictsResponse"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    api_docs_page: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
        };
    };
    api_docs_asset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: "swagger-ui.css" | "swagger-ui-bundle.js" | "swagger-ui-standalone-preset.js" | "favicon-32x32.png";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    api_docs_initializer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": unknown;
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse503"];
                };
            };
        };
    };
    google_sign_in_popup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleSignInPopupResponse"];
                };
            };
        };
    };
    openapi_document: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    list_orders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListOrdersResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOrderResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    activate_order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivateOrderResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    pay_order: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayOrderResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    pay_order_again: {
        parameters: {
            query?: {
                lng?: ("id" | "en") | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayOrderAgainResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    order_receipt_access: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReceiptAccessResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refund_order: {
        parameters: {
            query?: {
                lng?: ("id" | "en") | null;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundOrderResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_order: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrderResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bank_accounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountsResponse"];
                };
            };
        };
    };
    payment_notification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Notification"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    pickup_locations_nearby: {
        parameters: {
            query: {
                latitude: number;
                limit?: number;
                longitude: number;
                radius?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupLocationsNearbyResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    pickup_locations_by_product: {
        parameters: {
            query: {
                product_type: components["schemas"]["ProductType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PickupLocationsByProductResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_product: {
        parameters: {
            query?: {
                lang?: components["schemas"]["CatalogLanguage"] | null;
            };
            header?: never;
            path: {
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetProductResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    country_products: {
        parameters: {
            query?: {
                lang?: components["schemas"]["CatalogLanguage"] | null;
                type?: components["schemas"]["ProductType"] | null;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountryProductsResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    region_products: {
        parameters: {
            query?: {
                lang?: components["schemas"]["CatalogLanguage"] | null;
                type?: components["schemas"]["ProductType"] | null;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionProductsResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    special_products: {
        parameters: {
            query?: {
                lang?: components["schemas"]["CatalogLanguage"] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpecialProductsResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_promos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPromosResponse"];
                };
            };
        };
    };
    promo_usage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoUsageResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    promo_products: {
        parameters: {
            query: {
                country: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoProductsResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    validate_promo: {
        parameters: {
            query: {
                product_id?: string | null;
                total_amount: number;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidatePromoResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    promo_countries: {
        parameters: {
            query?: {
                code?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoCountriesResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_provinces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListProvincesResponse"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refund_policy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundPolicyResponse"];
                };
            };
        };
    };
    list_regencies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRegenciesResponse"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_regions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRegionsResponse"];
                };
            };
        };
    };
    stock_availability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockAvailabilityResponse"];
                };
            };
        };
    };
    telco_profile_event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TelcoEvent"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelcoProfileEventResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    iccid_packages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                iccid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IccidPackagesResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_user_iccids: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUserIccidsResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    order_iccid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderIccidResponse"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_villages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListVillagesResponse"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithIdToken"];
                "application/x-www-form-urlencoded": components["schemas"]["WithIdToken"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KindOnly"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    lookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithIdToken"];
                "application/x-www-form-urlencoded": components["schemas"]["WithIdToken"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LookupResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["ResetRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetPasswordResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    send_oob_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OobRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["OobRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OobResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    sign_in_with_idp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdpRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["IdpRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    sign_in_with_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
                "application/x-www-form-urlencoded": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    sign_up: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
                "application/x-www-form-urlencoded": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    update_account: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["UpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    verify_email_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailCodeRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["EmailCodeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyEmailCodeResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    public_keys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicKeys"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
    refresh_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
            /** @description Request Entity Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirebaseError"];
                };
            };
        };
    };
}
