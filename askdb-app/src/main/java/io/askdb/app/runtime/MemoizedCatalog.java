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
    private final java.util.function.Consumer<Catalog> onRead;
    private volatile Catalog catalog;

    MemoizedCatalog(CatalogProvider delegate) {
        this(delegate, c -> { });
    }

    /** @param onRead told the catalog once, when it has been read (e.g. to warn of views left out) */
    MemoizedCatalog(CatalogProvider delegate, java.util.function.Consumer<Catalog> onRead) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.onRead = Objects.requireNonNull(onRead, "onRead");
    }

    @Override
    public Catalog catalog() {
        Catalog c = catalog;
        if (c == null) {
            synchronized (this) {
                if (catalog == null) {
                    catalog = delegate.catalog();
                    onRead.accept(catalog);
                }
                c = catalog;
            }
        }
        return c;
    }
}
