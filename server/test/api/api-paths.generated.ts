// Generated from /api/openapi.json by `npm run api:types -w @surcos/server`; do not edit.
// The API test fails when this file no longer matches the document.

export interface paths {
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        handle?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string | null;
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                emailVerified: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string | null;
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                emailVerified: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            session: {
                                id: string;
                                expiresAt: string;
                            } & {
                                [key: string]: unknown;
                            };
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                emailVerified: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        }) | null;
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    token: string;
                    callbackURL?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Sent on to a page of the app (`Location`). */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newEmail: string;
                        /** Format: starts_with */
                        callbackURL?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                        revokeOtherSessions?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string | null;
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                emailVerified: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/delete-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            valid: true;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                id: string;
                                name: string;
                                email: string;
                                emailVerified: boolean;
                                createdAt: string;
                                isAdmin: boolean;
                                /** @enum {string} */
                                language: "es" | "en";
                                handle: string;
                                address: string;
                                handleChangeable: boolean;
                            } | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: number;
                            collections: number;
                            followers: number;
                            following: number;
                            unreadMessages: number;
                            wishlist: number;
                            feedHasNew: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/music/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    q: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                /** @default  */
                                format: string;
                                /** @default  */
                                country: string;
                                /** @default  */
                                catalogNumber: string;
                                owned: boolean;
                                /** @default false */
                                wishlisted: boolean;
                            }[];
                            page: number;
                            hasMore: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            album: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                country: string;
                                released: string;
                                notes: string;
                                formats: string[];
                                lowestPrice: number;
                                tracklist: {
                                    /** @default  */
                                    position: string;
                                    title: string;
                                    /** @default  */
                                    duration: string;
                                }[];
                                styles: string[];
                                rating: number;
                                ratingCount: number;
                                credits: string;
                                discogsUrl: string | null;
                                videos: {
                                    title: string;
                                    uri: string;
                                }[];
                                image: string | null;
                                allImages: string[];
                                masterId: string | null;
                            };
                            owners: {
                                id: string;
                                name: string;
                                addedAt: string;
                            }[];
                            wishlistedBy: {
                                id: string;
                                name: string;
                            }[];
                            viewer: {
                                owns: boolean;
                                wishlisted: boolean;
                            } | null;
                            /** @default null */
                            handMade: {
                                name: string;
                                artist: string;
                                /** @default  */
                                year: string;
                                /** @default  */
                                label: string;
                                /** @default  */
                                catalogNumber: string;
                                /** @default  */
                                format: string;
                                /** @default  */
                                country: string;
                                /** @default  */
                                genre: string;
                            } | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums/{id}/editions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            masterId: string | null;
                            items: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                /** @default  */
                                format: string;
                                /** @default  */
                                country: string;
                                /** @default  */
                                catalogNumber: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                    sort?: "dateAddedDesc" | "artistAsc" | "artistDesc" | "nameAsc" | "nameDesc" | "yearDesc" | "yearAsc" | "genreAsc" | "dateAddedAsc" | "artistNoArticleAsc" | "labelAsc" | "gradeDesc" | "ratingDesc";
                    cursor?: string;
                    folder?: string;
                    format?: "Vinyl" | "LP" | "EP" | "7\"" | "10\"" | "12\"" | "CD" | "Cassette" | "Box Set";
                    condition?: "Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                                /** @default  */
                                catalogNumber: string;
                                /** @default  */
                                format: string;
                                /** @default null */
                                grade: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                            }[];
                            nextCursor: string | null;
                            /** @default null */
                            total: number | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/albums/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                                /** @default  */
                                catalogNumber: string;
                                /** @default  */
                                format: string;
                                /** @default null */
                                grade: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                                formats: string[];
                                copies: {
                                    id: string;
                                    albumId: string;
                                    folder: string;
                                    mediaCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                                    sleeveCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                                    notes: string;
                                    rating: number;
                                    addedAt: string;
                                    customFields: {
                                        [key: string]: string;
                                    };
                                }[];
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            artist: string;
                            year: string;
                            genre: string;
                            label: string;
                            image: string | null;
                            addedAt: string | null;
                            copyCount?: number;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/hand-made-albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        artist: string;
                        /** @default  */
                        year?: string;
                        /** @default  */
                        label?: string;
                        /** @default  */
                        catalogNumber?: string;
                        /** @default  */
                        format?: string;
                        /** @default  */
                        country?: string;
                        /** @default  */
                        genre?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            artist: string;
                            year: string;
                            genre: string;
                            label: string;
                            image: string | null;
                            addedAt: string | null;
                            copyCount?: number;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/hand-made-albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                    "application/json": {
                        name: string;
                        artist: string;
                        /** @default  */
                        year?: string;
                        /** @default  */
                        label?: string;
                        /** @default  */
                        catalogNumber?: string;
                        /** @default  */
                        format?: string;
                        /** @default  */
                        country?: string;
                        /** @default  */
                        genre?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            artist: string;
                            year: string;
                            genre: string;
                            label: string;
                            image: string | null;
                            addedAt: string | null;
                            copyCount?: number;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string;
                                copyCount?: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/wishlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            artist: string;
                            year: string;
                            genre: string;
                            label: string;
                            image: string | null;
                            addedAt: string;
                            copyCount?: number;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                    sort?: "dateAddedDesc" | "artistAsc" | "artistDesc" | "nameAsc" | "nameDesc" | "yearDesc" | "yearAsc" | "genreAsc";
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                privacy: "public" | "private";
                                owner: {
                                    id: string;
                                    name: string;
                                };
                                albumCount: number;
                                preview: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    addedAt: string | null;
                                    copyCount?: number;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /**
                         * @default public
                         * @enum {string}
                         */
                        privacy?: "public" | "private";
                        albumIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            privacy: "public" | "private";
                            owner: {
                                id: string;
                                name: string;
                            };
                            albumCount: number;
                            preview: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                            albums: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            isOwner: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            collections: {
                                id: string;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                privacy: "public" | "private";
                                owner: {
                                    id: string;
                                    name: string;
                                };
                                albumCount: number;
                                preview: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    addedAt: string | null;
                                    copyCount?: number;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/handle-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    handle: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            handle: string;
                            available: boolean;
                            address: string;
                            suggestion: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        handle: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            handle: string;
                            address: string;
                            handleChangeable: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "es" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            language: "es" | "en";
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                albumCount: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            albumCount: number;
                            handle: string;
                            address: string;
                            publicCollectionCount: number;
                            followerCount: number;
                            followingCount: number;
                            viewer: {
                                isSelf: boolean;
                                follows: boolean;
                                mutes: boolean;
                            } | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                    sort?: "dateAddedDesc" | "artistAsc" | "artistDesc" | "nameAsc" | "nameDesc" | "yearDesc" | "yearAsc" | "genreAsc";
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                privacy: "public" | "private";
                                owner: {
                                    id: string;
                                    name: string;
                                };
                                albumCount: number;
                                preview: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    addedAt: string | null;
                                    copyCount?: number;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                privacy: "public" | "private";
                                owner: {
                                    id: string;
                                    name: string;
                                };
                                albumCount: number;
                                preview: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    addedAt: string | null;
                                    copyCount?: number;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            privacy: "public" | "private";
                            owner: {
                                id: string;
                                name: string;
                            };
                            albumCount: number;
                            preview: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                            albums: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            isOwner: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
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
                    "application/json": {
                        name: string;
                        /** @default  */
                        description?: string;
                        /**
                         * @default public
                         * @enum {string}
                         */
                        privacy?: "public" | "private";
                        albumIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            privacy: "public" | "private";
                            owner: {
                                id: string;
                                name: string;
                            };
                            albumCount: number;
                            preview: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                            albums: {
                                id: string;
                                name: string;
                                artist: string;
                                year: string;
                                genre: string;
                                label: string;
                                image: string | null;
                                addedAt: string | null;
                                copyCount?: number;
                            }[];
                            isOwner: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                albumCount: number;
                                remote: {
                                    address: string;
                                    avatarUrl: string | null;
                                    pending: boolean;
                                } | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                albumCount: number;
                                remote: {
                                    address: string;
                                    avatarUrl: string | null;
                                    pending: boolean;
                                } | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    address: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actorUrl: string;
                            address: string;
                            name: string;
                            avatarUrl: string | null;
                            summary: string | null;
                            /** @enum {string} */
                            follow: "none" | "pending" | "accepted";
                            blocked: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    address: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                actorUrl: string;
                                address: string;
                                name: string;
                                avatarUrl: string | null;
                                summary: string | null;
                                /** @enum {string} */
                                follow: "none" | "pending" | "accepted";
                                blocked: boolean;
                            };
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "album" | "collection" | "post";
                                text: string;
                                contentWarning: string | null;
                                url: string | null;
                                imageUrl: string | null;
                                at: string | null;
                            }[];
                            nextCursor: string | null;
                            activityShown: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actorUrl: string;
                            address: string;
                            name: string;
                            avatarUrl: string | null;
                            summary: string | null;
                            /** @enum {string} */
                            follow: "none" | "pending" | "accepted";
                            blocked: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query: {
                    actor: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        actor: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query: {
                    actor: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/remote-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                actorUrl: string;
                                address: string;
                                name: string;
                                since: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/servers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                host: string;
                                actors: number;
                                followers: number;
                                follows: number;
                                lastSeenAt: string | null;
                                blocked: {
                                    reason: string | null;
                                    since: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domain-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        host: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query: {
                    host: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: ({
                                /** @enum {string} */
                                type: "album";
                                at: string;
                                user: {
                                    id: string;
                                    name: string;
                                };
                                album: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    addedAt: string | null;
                                    copyCount?: number;
                                };
                                /** @default false */
                                wished: boolean;
                            } | {
                                /** @enum {string} */
                                type: "albums";
                                at: string;
                                user: {
                                    id: string;
                                    name: string;
                                };
                                albums: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    addedAt: string | null;
                                    copyCount?: number;
                                    /** @default false */
                                    wished: boolean;
                                }[];
                            } | {
                                /** @enum {string} */
                                type: "collection";
                                at: string;
                                user: {
                                    id: string;
                                    name: string;
                                };
                                collection: {
                                    id: string;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    privacy: "public" | "private";
                                    owner: {
                                        id: string;
                                        name: string;
                                    };
                                    albumCount: number;
                                    preview: {
                                        id: string;
                                        name: string;
                                        artist: string;
                                        year: string;
                                        genre: string;
                                        label: string;
                                        image: string | null;
                                        addedAt: string | null;
                                        copyCount?: number;
                                    }[];
                                    createdAt: string;
                                    updatedAt: string;
                                };
                            } | {
                                /** @enum {string} */
                                type: "import";
                                at: string;
                                user: {
                                    id: string;
                                    name: string;
                                };
                                count: number;
                            } | {
                                /** @enum {string} */
                                type: "remote";
                                at: string;
                                id: string;
                                account: {
                                    actorUrl: string;
                                    address: string;
                                    name: string;
                                    avatarUrl: string | null;
                                };
                                text: string;
                                contentWarning: string | null;
                                url: string | null;
                                imageUrl: string | null;
                            })[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed/visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                otherUser: {
                                    id: string;
                                    name: string;
                                } | null;
                                lastMessage: string;
                                lastActivityAt: string;
                                read: boolean;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            otherUser: {
                                id: string;
                                name: string;
                            } | null;
                            lastMessage: string;
                            lastActivityAt: string;
                            read: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            otherUser: {
                                id: string;
                                name: string;
                            } | null;
                            lastMessage: string;
                            lastActivityAt: string;
                            read: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    before?: number;
                    after?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                conversationId: string;
                                seq: number;
                                senderId: string | null;
                                text: string;
                                createdAt: string;
                                clientId: string | null;
                            }[];
                            hasMore: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
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
                    "application/json": {
                        text: string;
                        clientId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            conversationId: string;
                            seq: number;
                            senderId: string | null;
                            text: string;
                            createdAt: string;
                            clientId: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/albums/{id}/copies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                albumId: string;
                                folder: string;
                                mediaCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                                sleeveCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                                notes: string;
                                rating: number;
                                addedAt: string;
                                customFields: {
                                    [key: string]: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
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
                    "application/json": {
                        folder?: string;
                        /** @default null */
                        mediaCondition?: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                        /** @default null */
                        sleeveCondition?: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                        /** @default  */
                        notes?: string;
                        /** @default 0 */
                        rating?: number;
                        /** Format: date-time */
                        addedAt?: string;
                        customFields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            albumId: string;
                            folder: string;
                            mediaCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                            sleeveCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                            notes: string;
                            rating: number;
                            addedAt: string;
                            customFields: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/copies/{copyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    copyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        folder?: string;
                        /** @default null */
                        mediaCondition?: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                        /** @default null */
                        sleeveCondition?: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                        /** @default  */
                        notes?: string;
                        /** @default 0 */
                        rating?: number;
                        /** Format: date-time */
                        addedAt?: string;
                        customFields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            albumId: string;
                            folder: string;
                            mediaCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                            sleeveCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                            notes: string;
                            rating: number;
                            addedAt: string;
                            customFields: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    copyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/copies/{copyId}/edition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    copyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        albumId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            albumId: string;
                            folder: string;
                            mediaCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                            sleeveCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                            notes: string;
                            rating: number;
                            addedAt: string;
                            customFields: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                name: string;
                                copyCount: number;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/albums/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "move";
                        albumIds: string[];
                        folder: string;
                    } | {
                        /** @enum {string} */
                        action: "collect";
                        albumIds: string[];
                        /** Format: uuid */
                        collectionId: string;
                    } | {
                        /** @enum {string} */
                        action: "grade";
                        albumIds: string[];
                        mediaCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                    } | {
                        /** @enum {string} */
                        action: "remove";
                        albumIds: string[];
                        /** @default false */
                        dryRun?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: number;
                            copies: number;
                            copiesWithNotes: number;
                            gradedCopies: number;
                            undo: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/copies/{copyId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    copyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: number;
                            copies: number;
                            copiesWithNotes: number;
                            gradedCopies: number;
                            undo: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/albums/bulk/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albumIds: string[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                user: {
                                    id: string;
                                    name: string;
                                    remote?: {
                                        address: string;
                                        avatarUrl: string | null;
                                    };
                                };
                                theyHave: {
                                    album: {
                                        id: string;
                                        name: string;
                                        artist: string;
                                        year: string;
                                        genre: string;
                                        label: string;
                                        image: string | null;
                                        addedAt: string | null;
                                        copyCount?: number;
                                    };
                                    theirs: {
                                        id: string;
                                        name: string;
                                        artist: string;
                                        year: string;
                                        genre: string;
                                        label: string;
                                        image: string | null;
                                        addedAt: string | null;
                                        copyCount?: number;
                                    } | null;
                                    /** @enum {string} */
                                    level: "release" | "master";
                                }[];
                                theyWant: {
                                    album: {
                                        id: string;
                                        name: string;
                                        artist: string;
                                        year: string;
                                        genre: string;
                                        label: string;
                                        image: string | null;
                                        addedAt: string | null;
                                        copyCount?: number;
                                    };
                                    theirs: {
                                        id: string;
                                        name: string;
                                        artist: string;
                                        year: string;
                                        genre: string;
                                        label: string;
                                        image: string | null;
                                        addedAt: string | null;
                                        copyCount?: number;
                                    } | null;
                                    /** @enum {string} */
                                    level: "release" | "master";
                                }[];
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/matches/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            albums: {
                                albumId: string;
                                owners: {
                                    id: string;
                                    name: string;
                                    remote?: {
                                        address: string;
                                        avatarUrl: string | null;
                                    };
                                    /** @enum {string} */
                                    level: "release" | "master";
                                }[];
                                wishers: {
                                    id: string;
                                    name: string;
                                    remote?: {
                                        address: string;
                                        avatarUrl: string | null;
                                    };
                                    /** @enum {string} */
                                    level: "release" | "master";
                                }[];
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/music/barcode/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            /** @enum {string} */
                            format: "EAN-13" | "UPC-A" | "EAN-8" | "UPC-E";
                            discogsSearched: boolean;
                            releases: {
                                album: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    /** @default  */
                                    format: string;
                                    /** @default  */
                                    country: string;
                                    /** @default  */
                                    catalogNumber: string;
                                };
                                owned: {
                                    copies: number;
                                    folders: string[];
                                } | null;
                                otherEdition: {
                                    id: string;
                                    name: string;
                                    artist: string;
                                    year: string;
                                    genre: string;
                                    label: string;
                                    image: string | null;
                                    /** @default  */
                                    format: string;
                                    /** @default  */
                                    country: string;
                                    /** @default  */
                                    catalogNumber: string;
                                } | null;
                                wished: boolean;
                                ownedBy: {
                                    id: string;
                                    name: string;
                                    remote?: {
                                        address: string;
                                        avatarUrl: string | null;
                                    };
                                    /** @enum {string} */
                                    level: "release" | "master";
                                }[];
                                wantedBy: {
                                    id: string;
                                    name: string;
                                    remote?: {
                                        address: string;
                                        avatarUrl: string | null;
                                    };
                                    /** @enum {string} */
                                    level: "release" | "master";
                                }[];
                            }[];
                            more: boolean;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/barcodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                code: string;
                                albumId: string;
                                name: string;
                                artist: string;
                                /** @enum {string} */
                                list: "owned" | "wished";
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A Discogs collection or wantlist export, as Discogs' CSV. */
            requestBody: {
                content: {
                    "text/csv": unknown;
                    "application/octet-stream": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "collection" | "wantlist" | "account";
                            source: string;
                            /** @enum {string} */
                            state: "planning" | "queued" | "running" | "paused" | "ready" | "done" | "cancelled" | "failed";
                            totalRows: number;
                            rowsDone: number;
                            copiesAdded: number;
                            copiesSkipped: number;
                            wantsAdded: number;
                            wantsSkipped: number;
                            failedRows: number;
                            /** @enum {string} */
                            detailsSource: "discogs" | "file";
                            detailsPending: number;
                            detailsFetched: number;
                            detailsUnknown: number;
                            etaSeconds: number | null;
                            error: string | null;
                            preview: {
                                /** @enum {string} */
                                kind: "collection" | "wantlist" | "account";
                                rowsRecognised: number;
                                copiesToAdd: number;
                                copiesAlreadyThere: number;
                                wantsToAdd: number;
                                wantsAlreadyThere: number;
                                problems: {
                                    line: number;
                                    reason: string;
                                }[];
                            } | null;
                            createdAt: string;
                            finishedAt: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: {
                    name?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description A Discogs collection or wantlist export, as Discogs' CSV. */
            requestBody: {
                content: {
                    "text/csv": unknown;
                    "application/octet-stream": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "collection" | "wantlist" | "account";
                            source: string;
                            /** @enum {string} */
                            state: "planning" | "queued" | "running" | "paused" | "ready" | "done" | "cancelled" | "failed";
                            totalRows: number;
                            rowsDone: number;
                            copiesAdded: number;
                            copiesSkipped: number;
                            wantsAdded: number;
                            wantsSkipped: number;
                            failedRows: number;
                            /** @enum {string} */
                            detailsSource: "discogs" | "file";
                            detailsPending: number;
                            detailsFetched: number;
                            detailsUnknown: number;
                            etaSeconds: number | null;
                            error: string | null;
                            preview: {
                                /** @enum {string} */
                                kind: "collection" | "wantlist" | "account";
                                rowsRecognised: number;
                                copiesToAdd: number;
                                copiesAlreadyThere: number;
                                wantsToAdd: number;
                                wantsAlreadyThere: number;
                                problems: {
                                    line: number;
                                    reason: string;
                                }[];
                            } | null;
                            createdAt: string;
                            finishedAt: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "collection" | "wantlist" | "account";
                            source: string;
                            /** @enum {string} */
                            state: "planning" | "queued" | "running" | "paused" | "ready" | "done" | "cancelled" | "failed";
                            totalRows: number;
                            rowsDone: number;
                            copiesAdded: number;
                            copiesSkipped: number;
                            wantsAdded: number;
                            wantsSkipped: number;
                            failedRows: number;
                            /** @enum {string} */
                            detailsSource: "discogs" | "file";
                            detailsPending: number;
                            detailsFetched: number;
                            detailsUnknown: number;
                            etaSeconds: number | null;
                            error: string | null;
                            preview: {
                                /** @enum {string} */
                                kind: "collection" | "wantlist" | "account";
                                rowsRecognised: number;
                                copiesToAdd: number;
                                copiesAlreadyThere: number;
                                wantsToAdd: number;
                                wantsAlreadyThere: number;
                                problems: {
                                    line: number;
                                    reason: string;
                                }[];
                            } | null;
                            createdAt: string;
                            finishedAt: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            job: {
                                id: string;
                                /** @enum {string} */
                                kind: "collection" | "wantlist" | "account";
                                source: string;
                                /** @enum {string} */
                                state: "planning" | "queued" | "running" | "paused" | "ready" | "done" | "cancelled" | "failed";
                                totalRows: number;
                                rowsDone: number;
                                copiesAdded: number;
                                copiesSkipped: number;
                                wantsAdded: number;
                                wantsSkipped: number;
                                failedRows: number;
                                /** @enum {string} */
                                detailsSource: "discogs" | "file";
                                detailsPending: number;
                                detailsFetched: number;
                                detailsUnknown: number;
                                etaSeconds: number | null;
                                error: string | null;
                                preview: {
                                    /** @enum {string} */
                                    kind: "collection" | "wantlist" | "account";
                                    rowsRecognised: number;
                                    copiesToAdd: number;
                                    copiesAlreadyThere: number;
                                    wantsToAdd: number;
                                    wantsAlreadyThere: number;
                                    problems: {
                                        line: number;
                                        reason: string;
                                    }[];
                                } | null;
                                createdAt: string;
                                finishedAt: string | null;
                            } | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "collection" | "wantlist" | "account";
                            source: string;
                            /** @enum {string} */
                            state: "planning" | "queued" | "running" | "paused" | "ready" | "done" | "cancelled" | "failed";
                            totalRows: number;
                            rowsDone: number;
                            copiesAdded: number;
                            copiesSkipped: number;
                            wantsAdded: number;
                            wantsSkipped: number;
                            failedRows: number;
                            /** @enum {string} */
                            detailsSource: "discogs" | "file";
                            detailsPending: number;
                            detailsFetched: number;
                            detailsUnknown: number;
                            etaSeconds: number | null;
                            error: string | null;
                            preview: {
                                /** @enum {string} */
                                kind: "collection" | "wantlist" | "account";
                                rowsRecognised: number;
                                copiesToAdd: number;
                                copiesAlreadyThere: number;
                                wantsToAdd: number;
                                wantsAlreadyThere: number;
                                problems: {
                                    line: number;
                                    reason: string;
                                }[];
                            } | null;
                            createdAt: string;
                            finishedAt: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            kind: "collection" | "wantlist" | "account";
                            source: string;
                            /** @enum {string} */
                            state: "planning" | "queued" | "running" | "paused" | "ready" | "done" | "cancelled" | "failed";
                            totalRows: number;
                            rowsDone: number;
                            copiesAdded: number;
                            copiesSkipped: number;
                            wantsAdded: number;
                            wantsSkipped: number;
                            failedRows: number;
                            /** @enum {string} */
                            detailsSource: "discogs" | "file";
                            detailsPending: number;
                            detailsFetched: number;
                            detailsUnknown: number;
                            etaSeconds: number | null;
                            error: string | null;
                            preview: {
                                /** @enum {string} */
                                kind: "collection" | "wantlist" | "account";
                                rowsRecognised: number;
                                copiesToAdd: number;
                                copiesAlreadyThere: number;
                                wantsToAdd: number;
                                wantsAlreadyThere: number;
                                problems: {
                                    line: number;
                                    reason: string;
                                }[];
                            } | null;
                            createdAt: string;
                            finishedAt: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description A CSV file, UTF-8, with a header row. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export/collection.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A CSV file, UTF-8, with a header row. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export/wantlist.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A CSV file, UTF-8, with a header row. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exportedAt: string;
                            profile: {
                                id: string;
                                name: string;
                                email: string;
                                createdAt: string;
                            };
                            copies: {
                                id: string;
                                albumId: string;
                                folder: string;
                                mediaCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)") | null;
                                sleeveCondition: ("Mint (M)" | "Near Mint (NM or M-)" | "Very Good Plus (VG+)" | "Very Good (VG)" | "Good Plus (G+)" | "Good (G)" | "Fair (F)" | "Poor (P)" | "Generic" | "Not Graded" | "No Cover") | null;
                                notes: string;
                                rating: number;
                                addedAt: string;
                                customFields: {
                                    [key: string]: string;
                                };
                                albumName: string;
                                artist: string;
                            }[];
                            wishlist: {
                                albumId: string;
                                albumName: string;
                                artist: string;
                                notes: string;
                                addedAt: string;
                            }[];
                            collections: {
                                id: string;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                privacy: "public" | "private";
                                createdAt: string;
                                albumIds: string[];
                            }[];
                            follows: {
                                following: {
                                    id: string;
                                    name: string;
                                    since: string;
                                }[];
                                followers: {
                                    id: string;
                                    name: string;
                                    since: string;
                                }[];
                            };
                            messages: {
                                conversationId: string;
                                /** @enum {string} */
                                direction: "sent" | "received";
                                withUser: string | null;
                                text: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            scope: "own" | "public";
                            albums: number;
                            copies: number | null;
                            value: {
                                total: number;
                                currency: string;
                                pricedAlbums: number;
                                pricedCopies: number | null;
                            };
                            missing: {
                                genre: number;
                                style: number;
                                year: number;
                                country: number;
                                label: number;
                            };
                            genres: {
                                name: string;
                                count: number;
                            }[];
                            styles: {
                                name: string;
                                count: number;
                            }[];
                            formats: {
                                name: string;
                                count: number;
                            }[];
                            labels: {
                                name: string;
                                count: number;
                            }[];
                            countries: {
                                name: string;
                                count: number;
                            }[];
                            artists: {
                                name: string;
                                count: number;
                            }[];
                            decades: {
                                decade: number;
                                count: number;
                            }[];
                            months: {
                                month: string;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            scope: "own" | "public";
                            albums: number;
                            copies: number | null;
                            value: {
                                total: number;
                                currency: string;
                                pricedAlbums: number;
                                pricedCopies: number | null;
                            };
                            missing: {
                                genre: number;
                                style: number;
                                year: number;
                                country: number;
                                label: number;
                            };
                            genres: {
                                name: string;
                                count: number;
                            }[];
                            styles: {
                                name: string;
                                count: number;
                            }[];
                            formats: {
                                name: string;
                                count: number;
                            }[];
                            labels: {
                                name: string;
                                count: number;
                            }[];
                            countries: {
                                name: string;
                                count: number;
                            }[];
                            artists: {
                                name: string;
                                count: number;
                            }[];
                            decades: {
                                decade: number;
                                count: number;
                            }[];
                            months: {
                                month: string;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                since: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/mutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                since: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "follower" | "message" | "has-your-wish" | "wants-yours" | "collection" | "import";
                                actor: {
                                    id: string;
                                    name: string;
                                } | null;
                                remoteActor: {
                                    actorUrl: string;
                                    address: string;
                                    name: string;
                                    avatarUrl: string | null;
                                } | null;
                                subjectId: string | null;
                                subjectName: string;
                                count: number;
                                updatedAt: string;
                                read: boolean;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: {
                                /** @enum {string} */
                                kind: "follower" | "message" | "has-your-wish" | "wants-yours" | "collection" | "import";
                                inApp: boolean;
                                email: boolean;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preferences: {
                            /** @enum {string} */
                            kind: "follower" | "message" | "has-your-wish" | "wants-yours" | "collection" | "import";
                            inApp: boolean;
                            email: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: {
                                /** @enum {string} */
                                kind: "follower" | "message" | "has-your-wish" | "wants-yours" | "collection" | "import";
                                inApp: boolean;
                                email: boolean;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            scope: ("follower" | "message" | "has-your-wish" | "wants-yours" | "collection" | "import") | "all";
                            /** @enum {string} */
                            language: "es" | "en";
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                name: string;
                                isAdmin: boolean;
                                createdAt: string;
                                suspendedAt: string | null;
                                suspensionReason: string | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: number;
                            albums: number;
                            copies: number;
                            collections: number;
                            messagesPerDay: {
                                day: string;
                                count: number;
                            }[];
                            databaseSizeBytes: number;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                actor: {
                                    id: string;
                                    name: string;
                                } | null;
                                actorLabel: string;
                                /** @enum {string} */
                                action: "user.suspend" | "user.unsuspend" | "user.delete" | "report.dismiss" | "report.hide" | "report.suspend" | "role.grant" | "role.revoke" | "domain.block" | "domain.unblock";
                                targetKind: string | null;
                                targetId: string | null;
                                targetLabel: string | null;
                                detail: string;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        targetKind: "user" | "collection" | "message" | "remote_account" | "remote_post";
                        targetId: string;
                        /** @enum {string} */
                        reason: "spam" | "harassment" | "inappropriate" | "other";
                        /** @default  */
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    state?: "open" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                /** @enum {string} */
                                targetKind: "user" | "collection" | "message" | "remote_account" | "remote_post";
                                targetId: string;
                                targetLabel: string;
                                targetUser: {
                                    id: string;
                                    name: string;
                                } | null;
                                remote: {
                                    actorUrl: string;
                                    address: string | null;
                                } | null;
                                reporter: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                reason: "spam" | "harassment" | "inappropriate" | "other";
                                text: string;
                                /** @enum {string} */
                                state: "open" | "dismissed" | "actioned";
                                createdAt: string;
                                resolvedAt: string | null;
                                resolvedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                    "application/json": {
                        /** @enum {string} */
                        action: "dismiss";
                    } | {
                        /** @enum {string} */
                        action: "hide";
                    } | {
                        /** @enum {string} */
                        action: "suspend";
                        reason: string;
                    } | {
                        /** @enum {string} */
                        action: "block-server";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tokens: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                scope: "read" | "read+write";
                                createdAt: string;
                                lastUsedAt: string | null;
                                expiresAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        scope: "read" | "read+write";
                        /** @default null */
                        expiresInDays?: (30 | 90 | 365) | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "read+write";
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                            /** Format: starts_with */
                            token: string;
                        };
                    };
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
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
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The request was refused; `error.code` says why. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
                /** @description Surcos or a service it needs failed; `Retry-After` says when to try again. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorBody"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBody: {
            error: {
                /** @enum {string} */
                code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "INVALID_CREDENTIALS" | "INVALID_PASSWORD" | "EMAIL_TAKEN" | "EMAIL_UNCHANGED" | "INVALID_TOKEN" | "RATE_LIMITED" | "MAIL_UNAVAILABLE" | "PAYLOAD_TOO_LARGE" | "SERVICE_UNAVAILABLE" | "MUSIC_DATABASE_RATE_LIMITED" | "MUSIC_DATABASE_UNAVAILABLE" | "ALREADY_OWNED" | "ALBUM_NOT_OWNED" | "CANNOT_FOLLOW_SELF" | "CANNOT_MESSAGE_SELF" | "RECIPIENT_DELETED" | "MESSAGE_RATE_LIMITED" | "IMPORT_IN_PROGRESS" | "INTERNAL" | "CANNOT_BLOCK_SELF" | "CANNOT_MUTE_SELF" | "ACCOUNT_SUSPENDED" | "CANNOT_MODERATE_ADMIN" | "COLLECTION_HIDDEN" | "REPORT_RESOLVED" | "CANNOT_REPORT_SELF" | "REQUEST_TIMEOUT" | "HEADERS_TOO_LARGE" | "TOO_MANY_TOKENS" | "HANDLE_TAKEN" | "HANDLE_ALREADY_CHANGED" | "REMOTE_ACCOUNT_NOT_FOUND" | "REMOTE_SERVER_UNREACHABLE" | "FEDERATION_OFF" | "REMOTE_SERVER_BLOCKED" | "REMOTE_ACCOUNT_BLOCKED";
                message: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
