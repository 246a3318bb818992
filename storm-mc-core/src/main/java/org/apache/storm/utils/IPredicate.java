package org.apache.storm.utils;

/** A test on one object (predates java.util.function.Predicate in Storm's API). */
public interface IPredicate<T> {

    boolean test(T obj);
}
