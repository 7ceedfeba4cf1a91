package io.askdb.app.runtime;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import java.util.Objects;

/**
 * A catalog read once and kept, so the pipeline (which sees it through the access policy) and the
 * policy's guard layer and masking executor (which see it whole) read the database only once.
 */
final class MemoizedCatalog implements CatalogProvider {
    private final CatalogProvider delegate;
    private volatile Catalog catalog;

    MemoizedCatalog(CatalogProvider delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    @Override
    public Catalog catalog() {
        Catalog c = catalog;
        if (c == null) {
            synchronized (this) {
                if (catalog == null) catalog = delegate.catalog();
                c = catalog;
            }
        }
        return c;
    }
}
